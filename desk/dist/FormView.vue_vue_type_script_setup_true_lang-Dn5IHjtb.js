import{s as He,o as a,c,a as u,m as v,B as se,v as Ke,j as P,T as ot,U as lt,V as Re,W as Se,X as Ce,r as W,F as D,C as q,k as I,h as M,Y as gt,b as wt,Z as kt,d as Q,R as Ot,e as Ue,f as le,g as ue,$ as tn,a0 as $e,a1 as at,a2 as nn,a3 as Z,a4 as It,a5 as St,a6 as Ct,a7 as xt,a8 as Lt,a9 as ve,aa as $t,ab as Vt,ac as on,ad as ln,ae as an,af as rn,ag as oe,x as zt,D as ie,w as $,q as z,t as ge,i as _,A as R,ah as Mt,E as sn,z as Tt,y as At,I as we,ai as dn,aj as un,l as cn,n as pn,G as Oe,N as De,H as k,J as G,K as B,L as U,ak as je,al as rt,am as fn,an as ut,ao as hn,ap as mn,O as bn,P as xe,Q as yn,S as vn}from"./index-Co5GWCbh.js";var Pt={name:"BlankIcon",extends:He};function gn(t){return In(t)||On(t)||kn(t)||wn()}function wn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function kn(t,e){if(t){if(typeof t=="string")return Ye(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Ye(t,e):void 0}}function On(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function In(t){if(Array.isArray(t))return Ye(t)}function Ye(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function Sn(t,e,n,o,l,i){return a(),c("svg",v({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),gn(e[0]||(e[0]=[u("rect",{width:"1",height:"1",fill:"currentColor","fill-opacity":"0"},null,-1)])),16)}Pt.render=Sn;var st={name:"ChevronDownIcon",extends:He};function Cn(t){return Vn(t)||$n(t)||Ln(t)||xn()}function xn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ln(t,e){if(t){if(typeof t=="string")return Ze(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Ze(t,e):void 0}}function $n(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Vn(t){if(Array.isArray(t))return Ze(t)}function Ze(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function zn(t,e,n,o,l,i){return a(),c("svg",v({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),Cn(e[0]||(e[0]=[u("path",{d:"M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z",fill:"currentColor"},null,-1)])),16)}st.render=zn;var Ft={name:"SearchIcon",extends:He};function Mn(t){return Fn(t)||Pn(t)||An(t)||Tn()}function Tn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function An(t,e){if(t){if(typeof t=="string")return Xe(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Xe(t,e):void 0}}function Pn(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Fn(t){if(Array.isArray(t))return Xe(t)}function Xe(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function Kn(t,e,n,o,l,i){return a(),c("svg",v({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),Mn(e[0]||(e[0]=[u("path",{"fill-rule":"evenodd","clip-rule":"evenodd",d:"M2.67602 11.0265C3.6661 11.688 4.83011 12.0411 6.02086 12.0411C6.81149 12.0411 7.59438 11.8854 8.32483 11.5828C8.87005 11.357 9.37808 11.0526 9.83317 10.6803L12.9769 13.8241C13.0323 13.8801 13.0983 13.9245 13.171 13.9548C13.2438 13.985 13.3219 14.0003 13.4007 14C13.4795 14.0003 13.5575 13.985 13.6303 13.9548C13.7031 13.9245 13.7691 13.8801 13.8244 13.8241C13.9367 13.7116 13.9998 13.5592 13.9998 13.4003C13.9998 13.2414 13.9367 13.089 13.8244 12.9765L10.6807 9.8328C11.053 9.37773 11.3573 8.86972 11.5831 8.32452C11.8857 7.59408 12.0414 6.81119 12.0414 6.02056C12.0414 4.8298 11.6883 3.66579 11.0268 2.67572C10.3652 1.68564 9.42494 0.913972 8.32483 0.45829C7.22472 0.00260857 6.01418 -0.116618 4.84631 0.115686C3.67844 0.34799 2.60568 0.921393 1.76369 1.76338C0.921698 2.60537 0.348296 3.67813 0.115991 4.84601C-0.116313 6.01388 0.00291375 7.22441 0.458595 8.32452C0.914277 9.42464 1.68595 10.3649 2.67602 11.0265ZM3.35565 2.0158C4.14456 1.48867 5.07206 1.20731 6.02086 1.20731C7.29317 1.20731 8.51338 1.71274 9.41304 2.6124C10.3127 3.51206 10.8181 4.73226 10.8181 6.00457C10.8181 6.95337 10.5368 7.88088 10.0096 8.66978C9.48251 9.45868 8.73328 10.0736 7.85669 10.4367C6.98011 10.7997 6.01554 10.8947 5.08496 10.7096C4.15439 10.5245 3.2996 10.0676 2.62869 9.39674C1.95778 8.72583 1.50089 7.87104 1.31579 6.94046C1.13068 6.00989 1.22568 5.04532 1.58878 4.16874C1.95187 3.29215 2.56675 2.54292 3.35565 2.0158Z",fill:"currentColor"},null,-1)])),16)}Ft.render=Kn;var Dn=`
    .p-iconfield {
        position: relative;
        display: block;
    }

    .p-inputicon {
        position: absolute;
        top: 50%;
        margin-top: calc(-1 * (dt('icon.size') / 2));
        color: dt('iconfield.icon.color');
        line-height: 1;
        z-index: 1;
    }

    .p-iconfield .p-inputicon:first-child {
        inset-inline-start: dt('form.field.padding.x');
    }

    .p-iconfield .p-inputicon:last-child {
        inset-inline-end: dt('form.field.padding.x');
    }

    .p-iconfield .p-inputtext:not(:first-child),
    .p-iconfield .p-inputwrapper:not(:first-child) .p-inputtext {
        padding-inline-start: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-iconfield .p-inputtext:not(:last-child) {
        padding-inline-end: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-iconfield:has(.p-inputfield-sm) .p-inputicon {
        font-size: dt('form.field.sm.font.size');
        width: dt('form.field.sm.font.size');
        height: dt('form.field.sm.font.size');
        margin-top: calc(-1 * (dt('form.field.sm.font.size') / 2));
    }

    .p-iconfield:has(.p-inputfield-lg) .p-inputicon {
        font-size: dt('form.field.lg.font.size');
        width: dt('form.field.lg.font.size');
        height: dt('form.field.lg.font.size');
        margin-top: calc(-1 * (dt('form.field.lg.font.size') / 2));
    }
`,En={root:"p-iconfield"},Bn=se.extend({name:"iconfield",style:Dn,classes:En}),Rn={name:"BaseIconField",extends:Ke,style:Bn,provide:function(){return{$pcIconField:this,$parentInstance:this}}},Kt={name:"IconField",extends:Rn,inheritAttrs:!1};function jn(t,e,n,o,l,i){return a(),c("div",v({class:t.cx("root")},t.ptmi("root")),[P(t.$slots,"default")],16)}Kt.render=jn;var Hn={root:"p-inputicon"},Un=se.extend({name:"inputicon",classes:Hn}),Nn={name:"BaseInputIcon",extends:Ke,style:Un,props:{class:null},provide:function(){return{$pcInputIcon:this,$parentInstance:this}}},Dt={name:"InputIcon",extends:Nn,inheritAttrs:!1,computed:{containerClass:function(){return[this.cx("root"),this.class]}}};function Gn(t,e,n,o,l,i){return a(),c("span",v({class:i.containerClass},t.ptmi("root"),{"aria-hidden":"true"}),[P(t.$slots,"default")],16)}Dt.render=Gn;var Wn=`
    .p-virtualscroller-loader {
        background: dt('virtualscroller.loader.mask.background');
        color: dt('virtualscroller.loader.mask.color');
    }

    .p-virtualscroller-loading-icon {
        font-size: dt('virtualscroller.loader.icon.size');
        width: dt('virtualscroller.loader.icon.size');
        height: dt('virtualscroller.loader.icon.size');
    }
`,qn=`
.p-virtualscroller {
    position: relative;
    overflow: auto;
    contain: strict;
    transform: translateZ(0);
    will-change: scroll-position;
    outline: 0 none;
}

.p-virtualscroller-content {
    position: absolute;
    top: 0;
    left: 0;
    min-height: 100%;
    min-width: 100%;
    will-change: transform;
}

.p-virtualscroller-spacer {
    position: absolute;
    top: 0;
    left: 0;
    height: 1px;
    width: 1px;
    transform-origin: 0 0;
    pointer-events: none;
}

.p-virtualscroller-loader {
    position: sticky;
    top: 0;
    left: 0;
    width: 100%;
    height: 100%;
}

.p-virtualscroller-loader-mask {
    display: flex;
    align-items: center;
    justify-content: center;
}

.p-virtualscroller-horizontal > .p-virtualscroller-content {
    display: flex;
}

.p-virtualscroller-inline .p-virtualscroller-content {
    position: static;
}

.p-virtualscroller .p-virtualscroller-loading {
    transform: none !important;
    min-height: 0;
    position: sticky;
    inset-block-start: 0;
    inset-inline-start: 0;
}
`,ct=se.extend({name:"virtualscroller",css:qn,style:Wn}),Jn={name:"BaseVirtualScroller",extends:Ke,props:{id:{type:String,default:null},style:null,class:null,items:{type:Array,default:null},itemSize:{type:[Number,Array],default:0},scrollHeight:null,scrollWidth:null,orientation:{type:String,default:"vertical"},numToleratedItems:{type:Number,default:null},delay:{type:Number,default:0},resizeDelay:{type:Number,default:10},lazy:{type:Boolean,default:!1},disabled:{type:Boolean,default:!1},loaderDisabled:{type:Boolean,default:!1},columns:{type:Array,default:null},loading:{type:Boolean,default:!1},showSpacer:{type:Boolean,default:!0},showLoader:{type:Boolean,default:!1},tabindex:{type:Number,default:0},inline:{type:Boolean,default:!1},step:{type:Number,default:0},appendOnly:{type:Boolean,default:!1},autoSize:{type:Boolean,default:!1}},style:ct,provide:function(){return{$pcVirtualScroller:this,$parentInstance:this}},beforeMount:function(){var e;ct.loadCSS({nonce:(e=this.$primevueConfig)===null||e===void 0||(e=e.csp)===null||e===void 0?void 0:e.nonce})}};function ze(t){"@babel/helpers - typeof";return ze=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},ze(t)}function pt(t,e){var n=Object.keys(t);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(t);e&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(t,l).enumerable})),n.push.apply(n,o)}return n}function Le(t){for(var e=1;e<arguments.length;e++){var n=arguments[e]!=null?arguments[e]:{};e%2?pt(Object(n),!0).forEach(function(o){Et(t,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(t,Object.getOwnPropertyDescriptors(n)):pt(Object(n)).forEach(function(o){Object.defineProperty(t,o,Object.getOwnPropertyDescriptor(n,o))})}return t}function Et(t,e,n){return(e=Yn(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Yn(t){var e=Zn(t,"string");return ze(e)=="symbol"?e:e+""}function Zn(t,e){if(ze(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(ze(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var dt={name:"VirtualScroller",extends:Jn,inheritAttrs:!1,emits:["update:numToleratedItems","scroll","scroll-index-change","lazy-load"],data:function(){var e=this.isBoth();return{first:e?{rows:0,cols:0}:0,last:e?{rows:0,cols:0}:0,page:e?{rows:0,cols:0}:0,numItemsInViewport:e?{rows:0,cols:0}:0,lastScrollPos:e?{top:0,left:0}:0,d_numToleratedItems:this.numToleratedItems,d_loading:this.loading,loaderArr:[],spacerStyle:{},contentStyle:{}}},element:null,content:null,lastScrollPos:null,scrollTimeout:null,resizeTimeout:null,defaultWidth:0,defaultHeight:0,defaultContentWidth:0,defaultContentHeight:0,isRangeChanged:!1,lazyLoadState:{},resizeListener:null,resizeObserver:null,initialized:!1,watch:{numToleratedItems:function(e){this.d_numToleratedItems=e},loading:function(e,n){this.lazy&&e!==n&&e!==this.d_loading&&(this.d_loading=e)},items:{handler:function(e,n){(!n||n.length!==(e||[]).length)&&(this.init(),this.calculateAutoSize())},deep:!0},itemSize:function(){this.init(),this.calculateAutoSize()},orientation:function(){this.lastScrollPos=this.isBoth()?{top:0,left:0}:0},scrollHeight:function(){this.init(),this.calculateAutoSize()},scrollWidth:function(){this.init(),this.calculateAutoSize()}},mounted:function(){this.viewInit(),this.lastScrollPos=this.isBoth()?{top:0,left:0}:0,this.lazyLoadState=this.lazyLoadState||{}},updated:function(){!this.initialized&&this.viewInit()},unmounted:function(){this.unbindResizeListener(),this.initialized=!1},methods:{viewInit:function(){Re(this.element)&&(this.setContentEl(this.content),this.init(),this.calculateAutoSize(),this.defaultWidth=Se(this.element),this.defaultHeight=Ce(this.element),this.defaultContentWidth=Se(this.content),this.defaultContentHeight=Ce(this.content),this.initialized=!0),this.element&&this.bindResizeListener()},init:function(){this.disabled||(this.setSize(),this.calculateOptions(),this.setSpacerSize())},isVertical:function(){return this.orientation==="vertical"},isHorizontal:function(){return this.orientation==="horizontal"},isBoth:function(){return this.orientation==="both"},scrollTo:function(e){this.element&&this.element.scrollTo(e)},scrollToIndex:function(e){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:"auto",l=this.isBoth(),i=this.isHorizontal(),r=l?e.every(function(A){return A>-1}):e>-1;if(r){var s=this.first,d=this.element,O=d.scrollTop,b=O===void 0?0:O,x=d.scrollLeft,p=x===void 0?0:x,h=this.calculateNumItems(),f=h.numToleratedItems,g=this.getContentPosition(),m=this.itemSize,y=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,Y=arguments.length>1?arguments[1]:void 0;return E<=Y?0:E},C=function(E,Y,ne){return E*Y+ne},w=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,Y=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.scrollTo({left:E,top:Y,behavior:o})},S=l?{rows:0,cols:0}:0,T=!1,H=!1;l?(S={rows:y(e[0],f[0]),cols:y(e[1],f[1])},w(C(S.cols,m[1],g.left),C(S.rows,m[0],g.top)),H=this.lastScrollPos.top!==b||this.lastScrollPos.left!==p,T=S.rows!==s.rows||S.cols!==s.cols):(S=y(e,f),i?w(C(S,m,g.left),b):w(p,C(S,m,g.top)),H=this.lastScrollPos!==(i?p:b),T=S!==s),this.isRangeChanged=T,H&&(this.first=S)}},scrollInView:function(e,n){var o=this,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:"auto";if(n){var i=this.isBoth(),r=this.isHorizontal(),s=i?e.every(function(m){return m>-1}):e>-1;if(s){var d=this.getRenderedRange(),O=d.first,b=d.viewport,x=function(){var y=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,C=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return o.scrollTo({left:y,top:C,behavior:l})},p=n==="to-start",h=n==="to-end";if(p){if(i)b.first.rows-O.rows>e[0]?x(b.first.cols*this.itemSize[1],(b.first.rows-1)*this.itemSize[0]):b.first.cols-O.cols>e[1]&&x((b.first.cols-1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.first-O>e){var f=(b.first-1)*this.itemSize;r?x(f,0):x(0,f)}}else if(h){if(i)b.last.rows-O.rows<=e[0]+1?x(b.first.cols*this.itemSize[1],(b.first.rows+1)*this.itemSize[0]):b.last.cols-O.cols<=e[1]+1&&x((b.first.cols+1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.last-O<=e+1){var g=(b.first+1)*this.itemSize;r?x(g,0):x(0,g)}}}}else this.scrollToIndex(e,l)},getRenderedRange:function(){var e=function(x,p){return Math.floor(x/(p||x))},n=this.first,o=0;if(this.element){var l=this.isBoth(),i=this.isHorizontal(),r=this.element,s=r.scrollTop,d=r.scrollLeft;if(l)n={rows:e(s,this.itemSize[0]),cols:e(d,this.itemSize[1])},o={rows:n.rows+this.numItemsInViewport.rows,cols:n.cols+this.numItemsInViewport.cols};else{var O=i?d:s;n=e(O,this.itemSize),o=n+this.numItemsInViewport}}return{first:this.first,last:this.last,viewport:{first:n,last:o}}},calculateNumItems:function(){var e=this.isBoth(),n=this.isHorizontal(),o=this.itemSize,l=this.getContentPosition(),i=this.element?this.element.offsetWidth-l.left:0,r=this.element?this.element.offsetHeight-l.top:0,s=function(p,h){return Math.ceil(p/(h||p))},d=function(p){return Math.ceil(p/2)},O=e?{rows:s(r,o[0]),cols:s(i,o[1])}:s(n?i:r,o),b=this.d_numToleratedItems||(e?[d(O.rows),d(O.cols)]:d(O));return{numItemsInViewport:O,numToleratedItems:b}},calculateOptions:function(){var e=this,n=this.isBoth(),o=this.first,l=this.calculateNumItems(),i=l.numItemsInViewport,r=l.numToleratedItems,s=function(b,x,p){var h=arguments.length>3&&arguments[3]!==void 0?arguments[3]:!1;return e.getLast(b+x+(b<p?2:3)*p,h)},d=n?{rows:s(o.rows,i.rows,r[0]),cols:s(o.cols,i.cols,r[1],!0)}:s(o,i,r);this.last=d,this.numItemsInViewport=i,this.d_numToleratedItems=r,this.$emit("update:numToleratedItems",this.d_numToleratedItems),this.showLoader&&(this.loaderArr=n?Array.from({length:i.rows}).map(function(){return Array.from({length:i.cols})}):Array.from({length:i})),this.lazy&&Promise.resolve().then(function(){var O;e.lazyLoadState={first:e.step?n?{rows:0,cols:o.cols}:0:o,last:Math.min(e.step?e.step:d,((O=e.items)===null||O===void 0?void 0:O.length)||0)},e.$emit("lazy-load",e.lazyLoadState)})},calculateAutoSize:function(){var e=this;this.autoSize&&!this.d_loading&&Promise.resolve().then(function(){if(e.content){var n=e.isBoth(),o=e.isHorizontal(),l=e.isVertical();e.content.style.minHeight=e.content.style.minWidth="auto",e.content.style.position="relative",e.element.style.contain="none";var i=[Se(e.element),Ce(e.element)],r=i[0],s=i[1];(n||o)&&(e.element.style.width=r<e.defaultWidth?r+"px":e.scrollWidth||e.defaultWidth+"px"),(n||l)&&(e.element.style.height=s<e.defaultHeight?s+"px":e.scrollHeight||e.defaultHeight+"px"),e.content.style.minHeight=e.content.style.minWidth="",e.content.style.position="",e.element.style.contain=""}})},getLast:function(){var e,n,o=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,l=arguments.length>1?arguments[1]:void 0;return this.items?Math.min(l?((e=this.columns||this.items[0])===null||e===void 0?void 0:e.length)||0:((n=this.items)===null||n===void 0?void 0:n.length)||0,o):0},getContentPosition:function(){if(this.content){var e=getComputedStyle(this.content),n=parseFloat(e.paddingLeft)+Math.max(parseFloat(e.left)||0,0),o=parseFloat(e.paddingRight)+Math.max(parseFloat(e.right)||0,0),l=parseFloat(e.paddingTop)+Math.max(parseFloat(e.top)||0,0),i=parseFloat(e.paddingBottom)+Math.max(parseFloat(e.bottom)||0,0);return{left:n,right:o,top:l,bottom:i,x:n+o,y:l+i}}return{left:0,right:0,top:0,bottom:0,x:0,y:0}},setSize:function(){var e=this;if(this.element){var n=this.isBoth(),o=this.isHorizontal(),l=this.element.parentElement,i=this.scrollWidth||"".concat(this.element.offsetWidth||l.offsetWidth,"px"),r=this.scrollHeight||"".concat(this.element.offsetHeight||l.offsetHeight,"px"),s=function(O,b){return e.element.style[O]=b};n||o?(s("height",r),s("width",i)):s("height",r)}},setSpacerSize:function(){var e=this,n=this.items;if(n){var o=this.isBoth(),l=this.isHorizontal(),i=this.getContentPosition(),r=function(d,O,b){var x=arguments.length>3&&arguments[3]!==void 0?arguments[3]:0;return e.spacerStyle=Le(Le({},e.spacerStyle),Et({},"".concat(d),(O||[]).length*b+x+"px"))};o?(r("height",n,this.itemSize[0],i.y),r("width",this.columns||n[1],this.itemSize[1],i.x)):l?r("width",this.columns||n,this.itemSize,i.x):r("height",n,this.itemSize,i.y)}},setContentPosition:function(e){var n=this;if(this.content&&!this.appendOnly){var o=this.isBoth(),l=this.isHorizontal(),i=e?e.first:this.first,r=function(b,x){return b*x},s=function(){var b=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,x=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.contentStyle=Le(Le({},n.contentStyle),{transform:"translate3d(".concat(b,"px, ").concat(x,"px, 0)")})};if(o)s(r(i.cols,this.itemSize[1]),r(i.rows,this.itemSize[0]));else{var d=r(i,this.itemSize);l?s(d,0):s(0,d)}}},onScrollPositionChange:function(e){var n=this,o=e.target,l=this.isBoth(),i=this.isHorizontal(),r=this.getContentPosition(),s=function(N,X){return N?N>X?N-X:N:0},d=function(N,X){return Math.floor(N/(X||N))},O=function(N,X,pe,de,J,ae){return N<=J?J:ae?pe-de-J:X+J-1},b=function(N,X,pe,de,J,ae,te,We){if(N<=ae)return 0;var be=Math.max(0,te?N<X?pe:N-ae:N>X?pe:N-2*ae),fe=n.getLast(be,We);return be>fe?fe-J:be},x=function(N,X,pe,de,J,ae){var te=X+de+2*J;return N>=J&&(te+=J+1),n.getLast(te,ae)},p=s(o.scrollTop,r.top),h=s(o.scrollLeft,r.left),f=l?{rows:0,cols:0}:0,g=this.last,m=!1,y=this.lastScrollPos;if(l){var C=this.lastScrollPos.top<=p,w=this.lastScrollPos.left<=h;if(!this.appendOnly||this.appendOnly&&(C||w)){var S={rows:d(p,this.itemSize[0]),cols:d(h,this.itemSize[1])},T={rows:O(S.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],C),cols:O(S.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],w)};f={rows:b(S.rows,T.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],C),cols:b(S.cols,T.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],w,!0)},g={rows:x(S.rows,f.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0]),cols:x(S.cols,f.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],!0)},m=f.rows!==this.first.rows||g.rows!==this.last.rows||f.cols!==this.first.cols||g.cols!==this.last.cols||this.isRangeChanged,y={top:p,left:h}}}else{var H=i?h:p,A=this.lastScrollPos<=H;if(!this.appendOnly||this.appendOnly&&A){var E=d(H,this.itemSize),Y=O(E,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,A);f=b(E,Y,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,A),g=x(E,f,this.last,this.numItemsInViewport,this.d_numToleratedItems),m=f!==this.first||g!==this.last||this.isRangeChanged,y=H}}return{first:f,last:g,isRangeChanged:m,scrollPos:y}},onScrollChange:function(e){var n=this.onScrollPositionChange(e),o=n.first,l=n.last,i=n.isRangeChanged,r=n.scrollPos;if(i){var s={first:o,last:l};if(this.setContentPosition(s),this.first=o,this.last=l,this.lastScrollPos=r,this.$emit("scroll-index-change",s),this.lazy&&this.isPageChanged(o)){var d,O,b={first:this.step?Math.min(this.getPageByFirst(o)*this.step,(((d=this.items)===null||d===void 0?void 0:d.length)||0)-this.step):o,last:Math.min(this.step?(this.getPageByFirst(o)+1)*this.step:l,((O=this.items)===null||O===void 0?void 0:O.length)||0)},x=this.lazyLoadState.first!==b.first||this.lazyLoadState.last!==b.last;x&&this.$emit("lazy-load",b),this.lazyLoadState=b}}},onScroll:function(e){var n=this;if(this.$emit("scroll",e),this.delay){if(this.scrollTimeout&&clearTimeout(this.scrollTimeout),this.isPageChanged()){if(!this.d_loading&&this.showLoader){var o=this.onScrollPositionChange(e),l=o.isRangeChanged,i=l||(this.step?this.isPageChanged():!1);i&&(this.d_loading=!0)}this.scrollTimeout=setTimeout(function(){n.onScrollChange(e),n.d_loading&&n.showLoader&&(!n.lazy||n.loading===void 0)&&(n.d_loading=!1,n.page=n.getPageByFirst())},this.delay)}}else this.onScrollChange(e)},onResize:function(){var e=this;this.resizeTimeout&&clearTimeout(this.resizeTimeout),this.resizeTimeout=setTimeout(function(){if(Re(e.element)){var n=e.isBoth(),o=e.isVertical(),l=e.isHorizontal(),i=[Se(e.element),Ce(e.element)],r=i[0],s=i[1],d=r!==e.defaultWidth,O=s!==e.defaultHeight,b=n?d||O:l?d:o?O:!1;b&&(e.d_numToleratedItems=e.numToleratedItems,e.defaultWidth=r,e.defaultHeight=s,e.defaultContentWidth=Se(e.content),e.defaultContentHeight=Ce(e.content),e.init())}},this.resizeDelay)},bindResizeListener:function(){var e=this;this.resizeListener||(this.resizeListener=this.onResize.bind(this),window.addEventListener("resize",this.resizeListener),window.addEventListener("orientationchange",this.resizeListener),this.resizeObserver=new ResizeObserver(function(){e.onResize()}),this.resizeObserver.observe(this.element))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),window.removeEventListener("orientationchange",this.resizeListener),this.resizeListener=null),this.resizeObserver&&(this.resizeObserver.disconnect(),this.resizeObserver=null)},getOptions:function(e){var n=(this.items||[]).length,o=this.isBoth()?this.first.rows+e:this.first+e;return{index:o,count:n,first:o===0,last:o===n-1,even:o%2===0,odd:o%2!==0}},getLoaderOptions:function(e,n){var o=this.loaderArr.length;return Le({index:e,count:o,first:e===0,last:e===o-1,even:e%2===0,odd:e%2!==0},n)},getPageByFirst:function(e){return Math.floor(((e??this.first)+this.d_numToleratedItems*4)/(this.step||1))},isPageChanged:function(e){return this.step&&!this.lazy?this.page!==this.getPageByFirst(e??this.first):!0},setContentEl:function(e){this.content=e||this.content||lt(this.element,'[data-pc-section="content"]')},elementRef:function(e){this.element=e},contentRef:function(e){this.content=e}},computed:{containerClass:function(){return["p-virtualscroller",this.class,{"p-virtualscroller-inline":this.inline,"p-virtualscroller-both p-both-scroll":this.isBoth(),"p-virtualscroller-horizontal p-horizontal-scroll":this.isHorizontal()}]},contentClass:function(){return["p-virtualscroller-content",{"p-virtualscroller-loading":this.d_loading}]},loaderClass:function(){return["p-virtualscroller-loader",{"p-virtualscroller-loader-mask":!this.$slots.loader}]},loadedItems:function(){var e=this;return this.items&&!this.d_loading?this.isBoth()?this.items.slice(this.appendOnly?0:this.first.rows,this.last.rows).map(function(n){return e.columns?n:n.slice(e.appendOnly?0:e.first.cols,e.last.cols)}):this.isHorizontal()&&this.columns?this.items:this.items.slice(this.appendOnly?0:this.first,this.last):[]},loadedRows:function(){return this.d_loading?this.loaderDisabled?this.loaderArr:[]:this.loadedItems},loadedColumns:function(){if(this.columns){var e=this.isBoth(),n=this.isHorizontal();if(e||n)return this.d_loading&&this.loaderDisabled?e?this.loaderArr[0]:this.loaderArr:this.columns.slice(e?this.first.cols:this.first,e?this.last.cols:this.last)}return this.columns}},components:{SpinnerIcon:ot}},Xn=["tabindex"];function Qn(t,e,n,o,l,i){var r=W("SpinnerIcon");return t.disabled?(a(),c(D,{key:1},[P(t.$slots,"default"),P(t.$slots,"content",{items:t.items,rows:t.items,columns:i.loadedColumns})],64)):(a(),c("div",v({key:0,ref:i.elementRef,class:i.containerClass,tabindex:t.tabindex,style:t.style,onScroll:e[0]||(e[0]=function(){return i.onScroll&&i.onScroll.apply(i,arguments)})},t.ptmi("root")),[P(t.$slots,"content",{styleClass:i.contentClass,items:i.loadedItems,getItemOptions:i.getOptions,loading:l.d_loading,getLoaderOptions:i.getLoaderOptions,itemSize:t.itemSize,rows:i.loadedRows,columns:i.loadedColumns,contentRef:i.contentRef,spacerStyle:l.spacerStyle,contentStyle:l.contentStyle,vertical:i.isVertical(),horizontal:i.isHorizontal(),both:i.isBoth()},function(){return[u("div",v({ref:i.contentRef,class:i.contentClass,style:l.contentStyle},t.ptm("content")),[(a(!0),c(D,null,q(i.loadedItems,function(s,d){return P(t.$slots,"item",{key:d,item:s,options:i.getOptions(d)})}),128))],16)]}),t.showSpacer?(a(),c("div",v({key:0,class:"p-virtualscroller-spacer",style:l.spacerStyle},t.ptm("spacer")),null,16)):I("",!0),!t.loaderDisabled&&t.showLoader&&l.d_loading?(a(),c("div",v({key:1,class:i.loaderClass},t.ptm("loader")),[t.$slots&&t.$slots.loader?(a(!0),c(D,{key:0},q(l.loaderArr,function(s,d){return P(t.$slots,"loader",{key:d,options:i.getLoaderOptions(d,i.isBoth()&&{numCols:t.d_numItemsInViewport.cols})})}),128)):I("",!0),P(t.$slots,"loadingicon",{},function(){return[M(r,v({spin:"",class:"p-virtualscroller-loading-icon"},t.ptm("loadingIcon")),null,16)]})],16)):I("",!0)],16,Xn))}dt.render=Qn;var _n=`
    .p-select {
        display: inline-flex;
        cursor: pointer;
        position: relative;
        user-select: none;
        background: dt('select.background');
        border: 1px solid dt('select.border.color');
        transition:
            background dt('select.transition.duration'),
            color dt('select.transition.duration'),
            border-color dt('select.transition.duration'),
            outline-color dt('select.transition.duration'),
            box-shadow dt('select.transition.duration');
        border-radius: dt('select.border.radius');
        outline-color: transparent;
        box-shadow: dt('select.shadow');
    }

    .p-select:not(.p-disabled):hover {
        border-color: dt('select.hover.border.color');
    }

    .p-select:not(.p-disabled).p-focus {
        border-color: dt('select.focus.border.color');
        box-shadow: dt('select.focus.ring.shadow');
        outline: dt('select.focus.ring.width') dt('select.focus.ring.style') dt('select.focus.ring.color');
        outline-offset: dt('select.focus.ring.offset');
    }

    .p-select.p-variant-filled {
        background: dt('select.filled.background');
    }

    .p-select.p-variant-filled:not(.p-disabled):hover {
        background: dt('select.filled.hover.background');
    }

    .p-select.p-variant-filled:not(.p-disabled).p-focus {
        background: dt('select.filled.focus.background');
    }

    .p-select.p-invalid {
        border-color: dt('select.invalid.border.color');
    }

    .p-select.p-disabled {
        opacity: 1;
        background: dt('select.disabled.background');
    }

    .p-select-clear-icon {
        align-self: center;
        color: dt('select.clear.icon.color');
        inset-inline-end: dt('select.dropdown.width');
    }

    .p-select-dropdown {
        display: flex;
        align-items: center;
        justify-content: center;
        flex-shrink: 0;
        background: transparent;
        color: dt('select.dropdown.color');
        width: dt('select.dropdown.width');
        border-start-end-radius: dt('select.border.radius');
        border-end-end-radius: dt('select.border.radius');
    }

    .p-select-label {
        display: block;
        white-space: nowrap;
        overflow: hidden;
        flex: 1 1 auto;
        width: 1%;
        padding: dt('select.padding.y') dt('select.padding.x');
        text-overflow: ellipsis;
        cursor: pointer;
        color: dt('select.color');
        background: transparent;
        border: 0 none;
        outline: 0 none;
        font-size: 1rem;
    }

    .p-select-label.p-placeholder {
        color: dt('select.placeholder.color');
    }

    .p-select.p-invalid .p-select-label.p-placeholder {
        color: dt('select.invalid.placeholder.color');
    }

    .p-select.p-disabled .p-select-label {
        color: dt('select.disabled.color');
    }

    .p-select-label-empty {
        overflow: hidden;
        opacity: 0;
    }

    input.p-select-label {
        cursor: default;
    }

    .p-select-overlay {
        position: absolute;
        top: 0;
        left: 0;
        background: dt('select.overlay.background');
        color: dt('select.overlay.color');
        border: 1px solid dt('select.overlay.border.color');
        border-radius: dt('select.overlay.border.radius');
        box-shadow: dt('select.overlay.shadow');
        min-width: 100%;
        transform-origin: inherit;
        will-change: transform;
    }

    .p-select-header {
        padding: dt('select.list.header.padding');
    }

    .p-select-filter {
        width: 100%;
    }

    .p-select-list-container {
        overflow: auto;
    }

    .p-select-option-group {
        cursor: auto;
        margin: 0;
        padding: dt('select.option.group.padding');
        background: dt('select.option.group.background');
        color: dt('select.option.group.color');
        font-weight: dt('select.option.group.font.weight');
    }

    .p-select-list {
        margin: 0;
        padding: 0;
        list-style-type: none;
        padding: dt('select.list.padding');
        gap: dt('select.list.gap');
        display: flex;
        flex-direction: column;
    }

    .p-select-option {
        cursor: pointer;
        font-weight: normal;
        white-space: nowrap;
        position: relative;
        overflow: hidden;
        display: flex;
        align-items: center;
        padding: dt('select.option.padding');
        border: 0 none;
        color: dt('select.option.color');
        background: transparent;
        transition:
            background dt('select.transition.duration'),
            color dt('select.transition.duration'),
            border-color dt('select.transition.duration'),
            box-shadow dt('select.transition.duration'),
            outline-color dt('select.transition.duration');
        border-radius: dt('select.option.border.radius');
    }

    .p-select-option:not(.p-select-option-selected):not(.p-disabled).p-focus {
        background: dt('select.option.focus.background');
        color: dt('select.option.focus.color');
    }

    .p-select-option:not(.p-select-option-selected):not(.p-disabled):hover {
        background: dt('select.option.focus.background');
        color: dt('select.option.focus.color');
    }

    .p-select-option.p-select-option-selected {
        background: dt('select.option.selected.background');
        color: dt('select.option.selected.color');
    }

    .p-select-option.p-select-option-selected.p-focus {
        background: dt('select.option.selected.focus.background');
        color: dt('select.option.selected.focus.color');
    }
   
    .p-select-option-blank-icon {
        flex-shrink: 0;
    }

    .p-select-option-check-icon {
        position: relative;
        flex-shrink: 0;
        margin-inline-start: dt('select.checkmark.gutter.start');
        margin-inline-end: dt('select.checkmark.gutter.end');
        color: dt('select.checkmark.color');
    }

    .p-select-empty-message {
        padding: dt('select.empty.message.padding');
    }

    .p-select-fluid {
        display: flex;
        width: 100%;
    }

    .p-select-sm .p-select-label {
        font-size: dt('select.sm.font.size');
        padding-block: dt('select.sm.padding.y');
        padding-inline: dt('select.sm.padding.x');
    }

    .p-select-sm .p-select-dropdown .p-icon {
        font-size: dt('select.sm.font.size');
        width: dt('select.sm.font.size');
        height: dt('select.sm.font.size');
    }

    .p-select-lg .p-select-label {
        font-size: dt('select.lg.font.size');
        padding-block: dt('select.lg.padding.y');
        padding-inline: dt('select.lg.padding.x');
    }

    .p-select-lg .p-select-dropdown .p-icon {
        font-size: dt('select.lg.font.size');
        width: dt('select.lg.font.size');
        height: dt('select.lg.font.size');
    }

    .p-floatlabel-in .p-select-filter {
        padding-block-start: dt('select.padding.y');
        padding-block-end: dt('select.padding.y');
    }
`,ei={root:function(e){var n=e.instance,o=e.props,l=e.state;return["p-select p-component p-inputwrapper",{"p-disabled":o.disabled,"p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-focus":l.focused,"p-inputwrapper-filled":n.$filled,"p-inputwrapper-focus":l.focused||l.overlayVisible,"p-select-open":l.overlayVisible,"p-select-fluid":n.$fluid,"p-select-sm p-inputfield-sm":o.size==="small","p-select-lg p-inputfield-lg":o.size==="large"}]},label:function(e){var n,o=e.instance,l=e.props;return["p-select-label",{"p-placeholder":!l.editable&&o.label===l.placeholder,"p-select-label-empty":!l.editable&&!o.$slots.value&&(o.label==="p-emptylabel"||((n=o.label)===null||n===void 0?void 0:n.length)===0)}]},clearIcon:"p-select-clear-icon",dropdown:"p-select-dropdown",loadingicon:"p-select-loading-icon",dropdownIcon:"p-select-dropdown-icon",overlay:"p-select-overlay p-component",header:"p-select-header",pcFilter:"p-select-filter",listContainer:"p-select-list-container",list:"p-select-list",optionGroup:"p-select-option-group",optionGroupLabel:"p-select-option-group-label",option:function(e){var n=e.instance,o=e.props,l=e.state,i=e.option,r=e.focusedOption;return["p-select-option",{"p-select-option-selected":n.isSelected(i)&&o.highlightOnSelect,"p-focus":l.focusedOptionIndex===r,"p-disabled":n.isOptionDisabled(i)}]},optionLabel:"p-select-option-label",optionCheckIcon:"p-select-option-check-icon",optionBlankIcon:"p-select-option-blank-icon",emptyMessage:"p-select-empty-message"},ti=se.extend({name:"select",style:_n,classes:ei}),ni={name:"BaseSelect",extends:Ue,props:{options:Array,optionLabel:[String,Function],optionValue:[String,Function],optionDisabled:[String,Function],optionGroupLabel:[String,Function],optionGroupChildren:[String,Function],scrollHeight:{type:String,default:"14rem"},filter:Boolean,filterPlaceholder:String,filterLocale:String,filterMatchMode:{type:String,default:"contains"},filterFields:{type:Array,default:null},editable:Boolean,placeholder:{type:String,default:null},dataKey:null,showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},labelId:{type:String,default:null},labelClass:{type:[String,Object],default:null},labelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},appendTo:{type:[String,Object],default:"body"},loading:{type:Boolean,default:!1},clearIcon:{type:String,default:void 0},dropdownIcon:{type:String,default:void 0},filterIcon:{type:String,default:void 0},loadingIcon:{type:String,default:void 0},resetFilterOnHide:{type:Boolean,default:!1},resetFilterOnClear:{type:Boolean,default:!1},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},autoFilterFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},highlightOnSelect:{type:Boolean,default:!0},checkmark:{type:Boolean,default:!1},filterMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptyFilterMessage:{type:String,default:null},emptyMessage:{type:String,default:null},tabindex:{type:Number,default:0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:ti,provide:function(){return{$pcSelect:this,$parentInstance:this}}};function Me(t){"@babel/helpers - typeof";return Me=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Me(t)}function ii(t){return ri(t)||ai(t)||li(t)||oi()}function oi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function li(t,e){if(t){if(typeof t=="string")return Qe(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Qe(t,e):void 0}}function ai(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function ri(t){if(Array.isArray(t))return Qe(t)}function Qe(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function ft(t,e){var n=Object.keys(t);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(t);e&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(t,l).enumerable})),n.push.apply(n,o)}return n}function ht(t){for(var e=1;e<arguments.length;e++){var n=arguments[e]!=null?arguments[e]:{};e%2?ft(Object(n),!0).forEach(function(o){me(t,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(t,Object.getOwnPropertyDescriptors(n)):ft(Object(n)).forEach(function(o){Object.defineProperty(t,o,Object.getOwnPropertyDescriptor(n,o))})}return t}function me(t,e,n){return(e=si(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function si(t){var e=di(t,"string");return Me(e)=="symbol"?e:e+""}function di(t,e){if(Me(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Me(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Bt={name:"Select",extends:ni,inheritAttrs:!1,emits:["change","focus","blur","before-show","before-hide","show","hide","filter"],outsideClickListener:null,scrollHandler:null,resizeListener:null,labelClickListener:null,matchMediaOrientationListener:null,overlay:null,list:null,virtualScroller:null,searchTimeout:null,searchValue:null,isModelValueChanged:!1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,filterValue:null,overlayVisible:!1,queryOrientation:null}},watch:{modelValue:function(){this.isModelValueChanged=!0},options:function(){this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel(),this.bindLabelClickListener(),this.bindMatchMediaOrientationListener()},updated:function(){this.overlayVisible&&this.isModelValueChanged&&this.scrollInView(this.findSelectedOptionIndex()),this.isModelValueChanged=!1},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.unbindLabelClickListener(),this.unbindMatchMediaOrientationListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(ve.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(e,n){return this.virtualScrollerDisabled?e:n&&n(e).index},getOptionLabel:function(e){return this.optionLabel?oe(e,this.optionLabel):e},getOptionValue:function(e){return this.optionValue?oe(e,this.optionValue):e},getOptionRenderKey:function(e,n){return(this.dataKey?oe(e,this.dataKey):this.getOptionLabel(e))+"_"+n},getPTItemOptions:function(e,n,o,l){return this.ptm(l,{context:{option:e,index:o,selected:this.isSelected(e),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(e)}})},isOptionDisabled:function(e){return this.optionDisabled?oe(e,this.optionDisabled):!1},isOptionGroup:function(e){return this.optionGroupLabel&&e.optionGroup&&e.group},getOptionGroupLabel:function(e){return oe(e,this.optionGroupLabel)},getOptionGroupChildren:function(e){return oe(e,this.optionGroupChildren)},getAriaPosInset:function(e){var n=this;return(this.optionGroupLabel?e-this.visibleOptions.slice(0,e).filter(function(o){return n.isOptionGroup(o)}).length:e)+1},show:function(e){this.$emit("before-show"),this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),e&&Z(this.$refs.focusInput)},hide:function(e){var n=this,o=function(){n.$emit("before-hide"),n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,n.searchValue="",n.resetFilterOnHide&&(n.filterValue=null),e&&Z(n.$refs.focusInput)};setTimeout(function(){o()},0)},onFocus:function(e){this.disabled||(this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",e))},onBlur:function(e){var n=this;setTimeout(function(){var o,l;n.focused=!1,n.focusedOptionIndex=-1,n.searchValue="",n.$emit("blur",e),(o=(l=n.formField).onBlur)===null||o===void 0||o.call(l,e)},100)},onKeyDown:function(e){var n=this;if(this.disabled){e.preventDefault();return}if(an())switch(e.code){case"Backspace":this.onBackspaceKey(e,this.editable);break;case"Enter":case"NumpadDecimal":this.onEnterKey(e);break;default:e.preventDefault();return}var o=e.metaKey||e.ctrlKey;switch(e.code){case"ArrowDown":this.onArrowDownKey(e);break;case"ArrowUp":this.onArrowUpKey(e,this.editable);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(e,this.editable);break;case"Home":this.onHomeKey(e,this.editable);break;case"End":this.onEndKey(e,this.editable);break;case"PageDown":this.onPageDownKey(e);break;case"PageUp":this.onPageUpKey(e);break;case"Space":this.onSpaceKey(e,this.editable);break;case"Enter":case"NumpadEnter":this.onEnterKey(e);break;case"Escape":this.onEscapeKey(e);break;case"Tab":this.onTabKey(e);break;case"Backspace":this.onBackspaceKey(e,this.editable);break;case"ShiftLeft":case"ShiftRight":break;default:!o&&rn(e.key)&&(!this.overlayVisible&&this.show(),!this.editable&&this.searchOptions(e,e.key),this.filter&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}));break}this.clicked=!1},onEditableInput:function(e){var n=e.target.value;this.searchValue="";var o=this.searchOptions(e,n);!o&&(this.focusedOptionIndex=-1),this.updateModel(e,n),!this.overlayVisible&&ue(n)&&this.show()},onContainerClick:function(e){this.disabled||this.loading||e.target.tagName==="INPUT"||e.target.getAttribute("data-pc-section")==="clearicon"||e.target.closest('[data-pc-section="clearicon"]')||((!this.overlay||!this.overlay.contains(e.target))&&(this.overlayVisible?this.hide(!0):this.show(!0)),this.clicked=!0)},onClearClick:function(e){this.updateModel(e,null),this.resetFilterOnClear&&(this.filterValue=null)},onFirstHiddenFocus:function(e){var n=e.relatedTarget===this.$refs.focusInput?ln(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onLastHiddenFocus:function(e){var n=e.relatedTarget===this.$refs.focusInput?on(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onOptionSelect:function(e,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0;if(this.overlayVisible){var l=this.getOptionValue(n);this.updateModel(e,l),o&&this.hide(!0)}},onOptionMouseMove:function(e,n){this.focusOnHover&&this.changeFocusedOptionIndex(e,n)},onFilterChange:function(e){var n=e.target.value;this.filterValue=n,this.focusedOptionIndex=-1,this.$emit("filter",{originalEvent:e,value:n}),!this.virtualScrollerDisabled&&this.virtualScroller.scrollToIndex(0)},onFilterKeyDown:function(e){if(!e.isComposing)switch(e.code){case"ArrowDown":this.onArrowDownKey(e);break;case"ArrowUp":this.onArrowUpKey(e,!0);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(e,!0);break;case"Home":this.onHomeKey(e,!0);break;case"End":this.onEndKey(e,!0);break;case"Enter":case"NumpadEnter":this.onEnterKey(e);break;case"Escape":this.onEscapeKey(e);break;case"Tab":this.onTabKey(e);break}},onFilterBlur:function(){this.focusedOptionIndex=-1},onFilterUpdated:function(){this.overlayVisible&&this.alignOverlay()},onOverlayClick:function(e){Vt.emit("overlay-click",{originalEvent:e,target:this.$el})},onOverlayKeyDown:function(e){e.code==="Escape"&&this.onEscapeKey(e)},onArrowDownKey:function(e){if(!this.overlayVisible)this.show(),this.editable&&this.changeFocusedOptionIndex(e,this.findSelectedOptionIndex());else{var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.changeFocusedOptionIndex(e,n)}e.preventDefault()},onArrowUpKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(e.altKey&&!n)this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),e.preventDefault();else{var o=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.changeFocusedOptionIndex(e,o),!this.overlayVisible&&this.show(),e.preventDefault()}},onArrowLeftKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&(this.focusedOptionIndex=-1)},onHomeKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=e.currentTarget;e.shiftKey?o.setSelectionRange(0,e.target.selectionStart):(o.setSelectionRange(0,0),this.focusedOptionIndex=-1)}else this.changeFocusedOptionIndex(e,this.findFirstOptionIndex()),!this.overlayVisible&&this.show();e.preventDefault()},onEndKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=e.currentTarget;if(e.shiftKey)o.setSelectionRange(e.target.selectionStart,o.value.length);else{var l=o.value.length;o.setSelectionRange(l,l),this.focusedOptionIndex=-1}}else this.changeFocusedOptionIndex(e,this.findLastOptionIndex()),!this.overlayVisible&&this.show();e.preventDefault()},onPageUpKey:function(e){this.scrollInView(0),e.preventDefault()},onPageDownKey:function(e){this.scrollInView(this.visibleOptions.length-1),e.preventDefault()},onEnterKey:function(e){this.overlayVisible?(this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.hide(!0)):(this.focusedOptionIndex=-1,this.onArrowDownKey(e)),e.preventDefault()},onSpaceKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;!n&&this.onEnterKey(e)},onEscapeKey:function(e){this.overlayVisible&&this.hide(!0),e.preventDefault(),e.stopPropagation()},onTabKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n||(this.overlayVisible&&this.hasFocusableElements()?(Z(this.$refs.firstHiddenFocusableElementOnOverlay),e.preventDefault()):(this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(this.filter)))},onBackspaceKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&!this.overlayVisible&&this.show()},onOverlayEnter:function(e){var n=this;ve.set("overlay",e,this.$primevue.config.zIndex.overlay),$t(e,{position:"absolute",top:"0"}),this.alignOverlay(),this.scrollInView(),this.$attrSelector&&e.setAttribute(this.$attrSelector,""),setTimeout(function(){n.autoFilterFocus&&n.filter&&Z(n.$refs.filterInput.$el),n.autoUpdateModel()},1)},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(e){var n=this;e.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.autoFilterFocus&&this.filter&&!this.editable&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(e){ve.clear(e)},alignOverlay:function(){this.appendTo==="self"?Ct(this.overlay,this.$el):this.overlay&&(this.overlay.style.minWidth=xt(this.$el)+"px",Lt(this.overlay,this.$el))},bindOutsideClickListener:function(){var e=this;this.outsideClickListener||(this.outsideClickListener=function(n){var o=n.composedPath();e.overlayVisible&&e.overlay&&!o.includes(e.$el)&&!o.includes(e.overlay)&&e.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var e=this;this.scrollHandler||(this.scrollHandler=new St(this.$refs.container,function(){e.overlayVisible&&e.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var e=this;this.resizeListener||(this.resizeListener=function(){e.overlayVisible&&!It()&&e.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},bindLabelClickListener:function(){var e=this;if(!this.editable&&!this.labelClickListener){var n=document.querySelector('label[for="'.concat(this.labelId,'"]'));n&&Re(n)&&(this.labelClickListener=function(){Z(e.$refs.focusInput)},n.addEventListener("click",this.labelClickListener))}},unbindLabelClickListener:function(){if(this.labelClickListener){var e=document.querySelector('label[for="'.concat(this.labelId,'"]'));e&&Re(e)&&e.removeEventListener("click",this.labelClickListener)}},bindMatchMediaOrientationListener:function(){var e=this;if(!this.matchMediaOrientationListener){var n=matchMedia("(orientation: portrait)");this.queryOrientation=n,this.matchMediaOrientationListener=function(){e.alignOverlay()},this.queryOrientation.addEventListener("change",this.matchMediaOrientationListener)}},unbindMatchMediaOrientationListener:function(){this.matchMediaOrientationListener&&(this.queryOrientation.removeEventListener("change",this.matchMediaOrientationListener),this.queryOrientation=null,this.matchMediaOrientationListener=null)},hasFocusableElements:function(){return nn(this.overlay,':not([data-p-hidden-focusable="true"])').length>0},isOptionExactMatched:function(e){var n;return this.isValidOption(e)&&typeof this.getOptionLabel(e)=="string"&&((n=this.getOptionLabel(e))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale))==this.searchValue.toLocaleLowerCase(this.filterLocale)},isOptionStartsWith:function(e){var n;return this.isValidOption(e)&&typeof this.getOptionLabel(e)=="string"&&((n=this.getOptionLabel(e))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale).startsWith(this.searchValue.toLocaleLowerCase(this.filterLocale)))},isValidOption:function(e){return ue(e)&&!(this.isOptionDisabled(e)||this.isOptionGroup(e))},isValidSelectedOption:function(e){return this.isValidOption(e)&&this.isSelected(e)},isSelected:function(e){return at(this.d_value,this.getOptionValue(e),this.equalityKey)},findFirstOptionIndex:function(){var e=this;return this.visibleOptions.findIndex(function(n){return e.isValidOption(n)})},findLastOptionIndex:function(){var e=this;return $e(this.visibleOptions,function(n){return e.isValidOption(n)})},findNextOptionIndex:function(e){var n=this,o=e<this.visibleOptions.length-1?this.visibleOptions.slice(e+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+e+1:e},findPrevOptionIndex:function(e){var n=this,o=e>0?$e(this.visibleOptions.slice(0,e),function(l){return n.isValidOption(l)}):-1;return o>-1?o:e},findSelectedOptionIndex:function(){var e=this;return this.visibleOptions.findIndex(function(n){return e.isValidSelectedOption(n)})},findFirstFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findFirstOptionIndex():e},findLastFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findLastOptionIndex():e},searchOptions:function(e,n){var o=this;this.searchValue=(this.searchValue||"")+n;var l=-1,i=!1;return ue(this.searchValue)&&(l=this.visibleOptions.findIndex(function(r){return o.isOptionExactMatched(r)}),l===-1&&(l=this.visibleOptions.findIndex(function(r){return o.isOptionStartsWith(r)})),l!==-1&&(i=!0),l===-1&&this.focusedOptionIndex===-1&&(l=this.findFirstFocusedOptionIndex()),l!==-1&&this.changeFocusedOptionIndex(e,l)),this.searchTimeout&&clearTimeout(this.searchTimeout),this.searchTimeout=setTimeout(function(){o.searchValue="",o.searchTimeout=null},500),i},changeFocusedOptionIndex:function(e,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(e,this.visibleOptions[n],!1))},scrollInView:function(){var e=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(e.$id,"_").concat(n):e.focusedOptionId,l=lt(e.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"nearest"}):e.virtualScrollerDisabled||e.virtualScroller&&e.virtualScroller.scrollToIndex(n!==-1?n:e.focusedOptionIndex)})},autoUpdateModel:function(){this.autoOptionFocus&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex()),this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1)},updateModel:function(e,n){this.writeValue(n,e),this.$emit("change",{originalEvent:e,value:n})},flatOptions:function(e){var n=this;return(e||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var r=n.getOptionGroupChildren(l);return r&&r.forEach(function(s){return o.push(s)}),o},[])},overlayRef:function(e){this.overlay=e},listRef:function(e,n){this.list=e,n&&n(e)},virtualScrollerRef:function(e){this.virtualScroller=e}},computed:{visibleOptions:function(){var e=this,n=this.optionGroupLabel?this.flatOptions(this.options):this.options||[];if(this.filterValue){var o=tn.filter(n,this.searchFields,this.filterValue,this.filterMatchMode,this.filterLocale);if(this.optionGroupLabel){var l=this.options||[],i=[];return l.forEach(function(r){var s=e.getOptionGroupChildren(r),d=s.filter(function(O){return o.includes(O)});d.length>0&&i.push(ht(ht({},r),{},me({},typeof e.optionGroupChildren=="string"?e.optionGroupChildren:"items",ii(d))))}),this.flatOptions(i)}return o}return n},hasSelectedOption:function(){return this.$filled},label:function(){var e=this.findSelectedOptionIndex();return e!==-1?this.getOptionLabel(this.visibleOptions[e]):this.placeholder||"p-emptylabel"},editableInputValue:function(){var e=this.findSelectedOptionIndex();return e!==-1?this.getOptionLabel(this.visibleOptions[e]):this.d_value||""},equalityKey:function(){return this.optionValue?null:this.dataKey},searchFields:function(){return this.filterFields||[this.optionLabel]},filterResultMessageText:function(){return ue(this.visibleOptions)?this.filterMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptyFilterMessageText},filterMessageText:function(){return this.filterMessage||this.$primevue.config.locale.searchMessage||""},emptyFilterMessageText:function(){return this.emptyFilterMessage||this.$primevue.config.locale.emptySearchMessage||this.$primevue.config.locale.emptyFilterMessage||""},emptyMessageText:function(){return this.emptyMessage||this.$primevue.config.locale.emptyMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}","1"):this.emptySelectionMessageText},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},ariaSetSize:function(){var e=this;return this.visibleOptions.filter(function(n){return!e.isOptionGroup(n)}).length},isClearIconVisible:function(){return this.showClear&&this.d_value!=null&&!this.disabled&&!this.loading},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},containerDataP:function(){return le(me({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))},labelDataP:function(){return le(me(me({placeholder:!this.editable&&this.label===this.placeholder,clearable:this.showClear,disabled:this.disabled,editable:this.editable},this.size,this.size),"empty",!this.editable&&!this.$slots.value&&(this.label==="p-emptylabel"||this.label.length===0)))},dropdownIconDataP:function(){return le(me({},this.size,this.size))},overlayDataP:function(){return le(me({},"portal-"+this.appendTo,"portal-"+this.appendTo))}},directives:{ripple:Ot},components:{InputText:Q,VirtualScroller:dt,Portal:kt,InputIcon:Dt,IconField:Kt,TimesIcon:wt,ChevronDownIcon:st,SpinnerIcon:ot,SearchIcon:Ft,CheckIcon:gt,BlankIcon:Pt}},ui=["id","data-p"],ci=["name","id","value","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","data-p"],pi=["name","id","tabindex","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","aria-disabled","data-p"],fi=["data-p"],hi=["id"],mi=["id"],bi=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onMousedown","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function yi(t,e,n,o,l,i){var r=W("SpinnerIcon"),s=W("InputText"),d=W("SearchIcon"),O=W("InputIcon"),b=W("IconField"),x=W("CheckIcon"),p=W("BlankIcon"),h=W("VirtualScroller"),f=W("Portal"),g=zt("ripple");return a(),c("div",v({ref:"container",id:t.$id,class:t.cx("root"),onClick:e[12]||(e[12]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},t.ptmi("root")),[t.editable?(a(),c("input",v({key:0,ref:"focusInput",name:t.name,id:t.labelId||t.inputId,type:"text",class:[t.cx("label"),t.inputClass,t.labelClass],style:[t.inputStyle,t.labelStyle],value:i.editableInputValue,placeholder:t.placeholder,tabindex:t.disabled?-1:t.tabindex,disabled:t.disabled,autocomplete:"off",role:"combobox","aria-label":t.ariaLabel,"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?t.$id+"_list":void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":t.invalid||void 0,onFocus:e[0]||(e[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[1]||(e[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:e[2]||(e[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:e[3]||(e[3]=function(){return i.onEditableInput&&i.onEditableInput.apply(i,arguments)}),"data-p":i.labelDataP},t.ptm("label")),null,16,ci)):(a(),c("span",v({key:1,ref:"focusInput",name:t.name,id:t.labelId||t.inputId,class:[t.cx("label"),t.inputClass,t.labelClass],style:[t.inputStyle,t.labelStyle],tabindex:t.disabled?-1:t.tabindex,role:"combobox","aria-label":t.ariaLabel||(i.label==="p-emptylabel"?void 0:i.label),"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":t.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":t.invalid||void 0,"aria-disabled":t.disabled,onFocus:e[4]||(e[4]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[5]||(e[5]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:e[6]||(e[6]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),"data-p":i.labelDataP},t.ptm("label")),[P(t.$slots,"value",{value:t.d_value,placeholder:t.placeholder},function(){var m;return[ie($(i.label==="p-emptylabel"?" ":(m=i.label)!==null&&m!==void 0?m:"empty"),1)]})],16,pi)),i.isClearIconVisible?P(t.$slots,"clearicon",{key:2,class:_(t.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[(a(),z(ge(t.clearIcon?"i":"TimesIcon"),v({ref:"clearIcon",class:[t.cx("clearIcon"),t.clearIcon],onClick:i.onClearClick},t.ptm("clearIcon"),{"data-pc-section":"clearicon"}),null,16,["class","onClick"]))]}):I("",!0),u("div",v({class:t.cx("dropdown")},t.ptm("dropdown")),[t.loading?P(t.$slots,"loadingicon",{key:0,class:_(t.cx("loadingIcon"))},function(){return[t.loadingIcon?(a(),c("span",v({key:0,class:[t.cx("loadingIcon"),"pi-spin",t.loadingIcon],"aria-hidden":"true"},t.ptm("loadingIcon")),null,16)):(a(),z(r,v({key:1,class:t.cx("loadingIcon"),spin:"","aria-hidden":"true"},t.ptm("loadingIcon")),null,16,["class"]))]}):P(t.$slots,"dropdownicon",{key:1,class:_(t.cx("dropdownIcon"))},function(){return[(a(),z(ge(t.dropdownIcon?"span":"ChevronDownIcon"),v({class:[t.cx("dropdownIcon"),t.dropdownIcon],"aria-hidden":"true","data-p":i.dropdownIconDataP},t.ptm("dropdownIcon")),null,16,["class","data-p"]))]})],16),M(f,{appendTo:t.appendTo},{default:R(function(){return[M(Mt,v({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},t.ptm("transition")),{default:R(function(){return[l.overlayVisible?(a(),c("div",v({key:0,ref:i.overlayRef,class:[t.cx("overlay"),t.panelClass,t.overlayClass],style:[t.panelStyle,t.overlayStyle],onClick:e[10]||(e[10]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:e[11]||(e[11]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},t.ptm("overlay")),[u("span",v({ref:"firstHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:e[7]||(e[7]=function(){return i.onFirstHiddenFocus&&i.onFirstHiddenFocus.apply(i,arguments)})},t.ptm("hiddenFirstFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16),P(t.$slots,"header",{value:t.d_value,options:i.visibleOptions}),t.filter?(a(),c("div",v({key:0,class:t.cx("header")},t.ptm("header")),[M(b,{unstyled:t.unstyled,pt:t.ptm("pcFilterContainer")},{default:R(function(){return[M(s,{ref:"filterInput",type:"text",value:l.filterValue,onVnodeMounted:i.onFilterUpdated,onVnodeUpdated:i.onFilterUpdated,class:_(t.cx("pcFilter")),placeholder:t.filterPlaceholder,variant:t.variant,unstyled:t.unstyled,role:"searchbox",autocomplete:"off","aria-owns":t.$id+"_list","aria-activedescendant":i.focusedOptionId,onKeydown:i.onFilterKeyDown,onBlur:i.onFilterBlur,onInput:i.onFilterChange,pt:t.ptm("pcFilter"),formControl:{novalidate:!0}},null,8,["value","onVnodeMounted","onVnodeUpdated","class","placeholder","variant","unstyled","aria-owns","aria-activedescendant","onKeydown","onBlur","onInput","pt"]),M(O,{unstyled:t.unstyled,pt:t.ptm("pcFilterIconContainer")},{default:R(function(){return[P(t.$slots,"filtericon",{},function(){return[t.filterIcon?(a(),c("span",v({key:0,class:t.filterIcon},t.ptm("filterIcon")),null,16)):(a(),z(d,sn(v({key:1},t.ptm("filterIcon"))),null,16))]})]}),_:3},8,["unstyled","pt"])]}),_:3},8,["unstyled","pt"]),u("span",v({role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenFilterResult"),{"data-p-hidden-accessible":!0}),$(i.filterResultMessageText),17)],16)):I("",!0),u("div",v({class:t.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?t.scrollHeight:""}},t.ptm("listContainer")),[M(h,v({ref:i.virtualScrollerRef},t.virtualScrollerOptions,{items:i.visibleOptions,style:{height:t.scrollHeight},tabindex:-1,disabled:i.virtualScrollerDisabled,pt:t.ptm("virtualScroller")}),Tt({content:R(function(m){var y=m.styleClass,C=m.contentRef,w=m.items,S=m.getItemOptions,T=m.contentStyle,H=m.itemSize;return[u("ul",v({ref:function(E){return i.listRef(E,C)},id:t.$id+"_list",class:[t.cx("list"),y],style:T,role:"listbox"},t.ptm("list")),[(a(!0),c(D,null,q(w,function(A,E){return a(),c(D,{key:i.getOptionRenderKey(A,i.getOptionIndex(E,S))},[i.isOptionGroup(A)?(a(),c("li",v({key:0,id:t.$id+"_"+i.getOptionIndex(E,S),style:{height:H?H+"px":void 0},class:t.cx("optionGroup"),role:"option"},{ref_for:!0},t.ptm("optionGroup")),[P(t.$slots,"optiongroup",{option:A.optionGroup,index:i.getOptionIndex(E,S)},function(){return[u("span",v({class:t.cx("optionGroupLabel")},{ref_for:!0},t.ptm("optionGroupLabel")),$(i.getOptionGroupLabel(A.optionGroup)),17)]})],16,mi)):At((a(),c("li",v({key:1,id:t.$id+"_"+i.getOptionIndex(E,S),class:t.cx("option",{option:A,focusedOption:i.getOptionIndex(E,S)}),style:{height:H?H+"px":void 0},role:"option","aria-label":i.getOptionLabel(A),"aria-selected":i.isSelected(A),"aria-disabled":i.isOptionDisabled(A),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(E,S)),onMousedown:function(ne){return i.onOptionSelect(ne,A)},onMousemove:function(ne){return i.onOptionMouseMove(ne,i.getOptionIndex(E,S))},onClick:e[8]||(e[8]=we(function(){},["stop"])),"data-p-selected":!t.checkmark&&i.isSelected(A),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(E,S),"data-p-disabled":i.isOptionDisabled(A)},{ref_for:!0},i.getPTItemOptions(A,S,E,"option")),[t.checkmark?(a(),c(D,{key:0},[i.isSelected(A)?(a(),z(x,v({key:0,class:t.cx("optionCheckIcon")},{ref_for:!0},t.ptm("optionCheckIcon")),null,16,["class"])):(a(),z(p,v({key:1,class:t.cx("optionBlankIcon")},{ref_for:!0},t.ptm("optionBlankIcon")),null,16,["class"]))],64)):I("",!0),P(t.$slots,"option",{option:A,selected:i.isSelected(A),index:i.getOptionIndex(E,S)},function(){return[u("span",v({class:t.cx("optionLabel")},{ref_for:!0},t.ptm("optionLabel")),$(i.getOptionLabel(A)),17)]})],16,bi)),[[g]])],64)}),128)),l.filterValue&&(!w||w&&w.length===0)?(a(),c("li",v({key:0,class:t.cx("emptyMessage"),role:"option"},t.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[P(t.$slots,"emptyfilter",{},function(){return[ie($(i.emptyFilterMessageText),1)]})],16)):!t.options||t.options&&t.options.length===0?(a(),c("li",v({key:1,class:t.cx("emptyMessage"),role:"option"},t.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[P(t.$slots,"empty",{},function(){return[ie($(i.emptyMessageText),1)]})],16)):I("",!0)],16,hi)]}),_:2},[t.$slots.loader?{name:"loader",fn:R(function(m){var y=m.options;return[P(t.$slots,"loader",{options:y})]}),key:"0"}:void 0]),1040,["items","style","disabled","pt"])],16),P(t.$slots,"footer",{value:t.d_value,options:i.visibleOptions}),!t.options||t.options&&t.options.length===0?(a(),c("span",v({key:1,role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenEmptyMessage"),{"data-p-hidden-accessible":!0}),$(i.emptyMessageText),17)):I("",!0),u("span",v({role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),$(i.selectedMessageText),17),u("span",v({ref:"lastHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:e[9]||(e[9]=function(){return i.onLastHiddenFocus&&i.onLastHiddenFocus.apply(i,arguments)})},t.ptm("hiddenLastFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16)],16,fi)):I("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,ui)}Bt.render=yi;const Ee=new Set(["Section Break","Column Break","Tab Break","HTML","Button","Image","Heading","Fold"]),ce=new Set(["Table","Table MultiSelect"]),vi=new Set(["Int","Float","Currency","Percent","Rating"]),ua=[{fieldname:"name",fieldtype:"Data",label:"ID"},{fieldname:"modified",fieldtype:"Datetime",label:"Last Updated On"},{fieldname:"creation",fieldtype:"Datetime",label:"Created On"},{fieldname:"owner",fieldtype:"Link",label:"Created By",options:"User"}];function gi(t){return t.issingle||t.istable||t.autoname==="autoincrement"?!1:!!Number(t.allow_rename??t.custom??0)}function re(t){return t.label||t.fieldname.replace(/_/g," ").replace(/^./,e=>e.toUpperCase())}function wi(t){return t.fields.filter(e=>!Ee.has(e.fieldtype))}function ki(t){const e=wi(t).filter(l=>!ce.has(l.fieldtype)&&l.fieldtype!=="Password"&&!l.hidden),n=e.filter(l=>l.in_list_view);if(n.length>0)return n.slice(0,6);const o=e.find(l=>l.fieldname===t.title_field);return o?[o]:e.slice(0,3)}function Oi(t,e){const n=new Set(e),o=new Set,l=new Set;for(const i of t.permissions??[]){if(!n.has(i.role))continue;const r=i.permlevel??0;(i.read||i.write)&&o.add(r),i.write&&l.add(r)}if(n.has("Administrator"))for(const i of t.fields)o.add(i.permlevel??0),l.add(i.permlevel??0);return{read:o,write:l}}var Rt={name:"MinusIcon",extends:He};function Ii(t){return Li(t)||xi(t)||Ci(t)||Si()}function Si(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ci(t,e){if(t){if(typeof t=="string")return _e(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?_e(t,e):void 0}}function xi(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Li(t){if(Array.isArray(t))return _e(t)}function _e(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function $i(t,e,n,o,l,i){return a(),c("svg",v({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),Ii(e[0]||(e[0]=[u("path",{d:"M13.2222 7.77778H0.777778C0.571498 7.77778 0.373667 7.69584 0.227806 7.54998C0.0819442 7.40412 0 7.20629 0 7.00001C0 6.79373 0.0819442 6.5959 0.227806 6.45003C0.373667 6.30417 0.571498 6.22223 0.777778 6.22223H13.2222C13.4285 6.22223 13.6263 6.30417 13.7722 6.45003C13.9181 6.5959 14 6.79373 14 7.00001C14 7.20629 13.9181 7.40412 13.7722 7.54998C13.6263 7.69584 13.4285 7.77778 13.2222 7.77778Z",fill:"currentColor"},null,-1)])),16)}Rt.render=$i;var Vi=`
    .p-checkbox {
        position: relative;
        display: inline-flex;
        user-select: none;
        vertical-align: bottom;
        width: dt('checkbox.width');
        height: dt('checkbox.height');
    }

    .p-checkbox-input {
        cursor: pointer;
        appearance: none;
        position: absolute;
        inset-block-start: 0;
        inset-inline-start: 0;
        width: 100%;
        height: 100%;
        padding: 0;
        margin: 0;
        opacity: 0;
        z-index: 1;
        outline: 0 none;
        border: 1px solid transparent;
        border-radius: dt('checkbox.border.radius');
    }

    .p-checkbox-box {
        display: flex;
        justify-content: center;
        align-items: center;
        border-radius: dt('checkbox.border.radius');
        border: 1px solid dt('checkbox.border.color');
        background: dt('checkbox.background');
        width: dt('checkbox.width');
        height: dt('checkbox.height');
        transition:
            background dt('checkbox.transition.duration'),
            color dt('checkbox.transition.duration'),
            border-color dt('checkbox.transition.duration'),
            box-shadow dt('checkbox.transition.duration'),
            outline-color dt('checkbox.transition.duration');
        outline-color: transparent;
        box-shadow: dt('checkbox.shadow');
    }

    .p-checkbox-icon {
        transition-duration: dt('checkbox.transition.duration');
        color: dt('checkbox.icon.color');
        font-size: dt('checkbox.icon.size');
        width: dt('checkbox.icon.size');
        height: dt('checkbox.icon.size');
    }

    .p-checkbox:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        border-color: dt('checkbox.hover.border.color');
    }

    .p-checkbox-checked .p-checkbox-box {
        border-color: dt('checkbox.checked.border.color');
        background: dt('checkbox.checked.background');
    }

    .p-checkbox-checked .p-checkbox-icon {
        color: dt('checkbox.icon.checked.color');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        background: dt('checkbox.checked.hover.background');
        border-color: dt('checkbox.checked.hover.border.color');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-icon {
        color: dt('checkbox.icon.checked.hover.color');
    }

    .p-checkbox:not(.p-disabled):has(.p-checkbox-input:focus-visible) .p-checkbox-box {
        border-color: dt('checkbox.focus.border.color');
        box-shadow: dt('checkbox.focus.ring.shadow');
        outline: dt('checkbox.focus.ring.width') dt('checkbox.focus.ring.style') dt('checkbox.focus.ring.color');
        outline-offset: dt('checkbox.focus.ring.offset');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:focus-visible) .p-checkbox-box {
        border-color: dt('checkbox.checked.focus.border.color');
    }

    .p-checkbox.p-invalid > .p-checkbox-box {
        border-color: dt('checkbox.invalid.border.color');
    }

    .p-checkbox.p-variant-filled .p-checkbox-box {
        background: dt('checkbox.filled.background');
    }

    .p-checkbox-checked.p-variant-filled .p-checkbox-box {
        background: dt('checkbox.checked.background');
    }

    .p-checkbox-checked.p-variant-filled:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        background: dt('checkbox.checked.hover.background');
    }

    .p-checkbox.p-disabled {
        opacity: 1;
    }

    .p-checkbox.p-disabled .p-checkbox-box {
        background: dt('checkbox.disabled.background');
        border-color: dt('checkbox.checked.disabled.border.color');
    }

    .p-checkbox.p-disabled .p-checkbox-box .p-checkbox-icon {
        color: dt('checkbox.icon.disabled.color');
    }

    .p-checkbox-sm,
    .p-checkbox-sm .p-checkbox-box {
        width: dt('checkbox.sm.width');
        height: dt('checkbox.sm.height');
    }

    .p-checkbox-sm .p-checkbox-icon {
        font-size: dt('checkbox.icon.sm.size');
        width: dt('checkbox.icon.sm.size');
        height: dt('checkbox.icon.sm.size');
    }

    .p-checkbox-lg,
    .p-checkbox-lg .p-checkbox-box {
        width: dt('checkbox.lg.width');
        height: dt('checkbox.lg.height');
    }

    .p-checkbox-lg .p-checkbox-icon {
        font-size: dt('checkbox.icon.lg.size');
        width: dt('checkbox.icon.lg.size');
        height: dt('checkbox.icon.lg.size');
    }
`,zi={root:function(e){var n=e.instance,o=e.props;return["p-checkbox p-component",{"p-checkbox-checked":n.checked,"p-disabled":o.disabled,"p-invalid":n.$pcCheckboxGroup?n.$pcCheckboxGroup.$invalid:n.$invalid,"p-variant-filled":n.$variant==="filled","p-checkbox-sm p-inputfield-sm":o.size==="small","p-checkbox-lg p-inputfield-lg":o.size==="large"}]},box:"p-checkbox-box",input:"p-checkbox-input",icon:"p-checkbox-icon"},Mi=se.extend({name:"checkbox",style:Vi,classes:zi}),Ti={name:"BaseCheckbox",extends:Ue,props:{value:null,binary:Boolean,indeterminate:{type:Boolean,default:!1},trueValue:{type:null,default:!0},falseValue:{type:null,default:!1},readonly:{type:Boolean,default:!1},required:{type:Boolean,default:!1},tabindex:{type:Number,default:null},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},ariaLabelledby:{type:String,default:null},ariaLabel:{type:String,default:null}},style:Mi,provide:function(){return{$pcCheckbox:this,$parentInstance:this}}};function Te(t){"@babel/helpers - typeof";return Te=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Te(t)}function Ai(t,e,n){return(e=Pi(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Pi(t){var e=Fi(t,"string");return Te(e)=="symbol"?e:e+""}function Fi(t,e){if(Te(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Te(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}function Ki(t){return Ri(t)||Bi(t)||Ei(t)||Di()}function Di(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ei(t,e){if(t){if(typeof t=="string")return et(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?et(t,e):void 0}}function Bi(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Ri(t){if(Array.isArray(t))return et(t)}function et(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}var Ne={name:"Checkbox",extends:Ti,inheritAttrs:!1,emits:["change","focus","blur","update:indeterminate"],inject:{$pcCheckboxGroup:{default:void 0}},data:function(){return{d_indeterminate:this.indeterminate}},watch:{indeterminate:function(e){this.d_indeterminate=e,this.updateIndeterminate()}},mounted:function(){this.updateIndeterminate()},updated:function(){this.updateIndeterminate()},methods:{getPTOptions:function(e){var n=e==="root"?this.ptmi:this.ptm;return n(e,{context:{checked:this.checked,indeterminate:this.d_indeterminate,disabled:this.disabled}})},onChange:function(e){var n=this;if(!this.disabled&&!this.readonly){var o=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value,l;this.binary?l=this.d_indeterminate?this.trueValue:this.checked?this.falseValue:this.trueValue:this.checked||this.d_indeterminate?l=o.filter(function(i){return!at(i,n.value)}):l=o?[].concat(Ki(o),[this.value]):[this.value],this.d_indeterminate&&(this.d_indeterminate=!1,this.$emit("update:indeterminate",this.d_indeterminate)),this.$pcCheckboxGroup?this.$pcCheckboxGroup.writeValue(l,e):this.writeValue(l,e),this.$emit("change",e)}},onFocus:function(e){this.$emit("focus",e)},onBlur:function(e){var n,o;this.$emit("blur",e),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o,e)},updateIndeterminate:function(){this.$refs.input&&(this.$refs.input.indeterminate=this.d_indeterminate)}},computed:{groupName:function(){return this.$pcCheckboxGroup?this.$pcCheckboxGroup.groupName:this.$formName},checked:function(){var e=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value;return this.d_indeterminate?!1:this.binary?e===this.trueValue:dn(this.value,e)},dataP:function(){return le(Ai({invalid:this.$invalid,checked:this.checked,disabled:this.disabled,filled:this.$variant==="filled"},this.size,this.size))}},components:{CheckIcon:gt,MinusIcon:Rt}},ji=["data-p-checked","data-p-indeterminate","data-p-disabled","data-p"],Hi=["id","value","name","checked","tabindex","disabled","readonly","required","aria-labelledby","aria-label","aria-invalid"],Ui=["data-p"];function Ni(t,e,n,o,l,i){var r=W("CheckIcon"),s=W("MinusIcon");return a(),c("div",v({class:t.cx("root")},i.getPTOptions("root"),{"data-p-checked":i.checked,"data-p-indeterminate":l.d_indeterminate||void 0,"data-p-disabled":t.disabled,"data-p":i.dataP}),[u("input",v({ref:"input",id:t.inputId,type:"checkbox",class:[t.cx("input"),t.inputClass],style:t.inputStyle,value:t.value,name:i.groupName,checked:i.checked,tabindex:t.tabindex,disabled:t.disabled,readonly:t.readonly,required:t.required,"aria-labelledby":t.ariaLabelledby,"aria-label":t.ariaLabel,"aria-invalid":t.invalid||void 0,onFocus:e[0]||(e[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[1]||(e[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onChange:e[2]||(e[2]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},i.getPTOptions("input")),null,16,Hi),u("div",v({class:t.cx("box")},i.getPTOptions("box"),{"data-p":i.dataP}),[P(t.$slots,"icon",{checked:i.checked,indeterminate:l.d_indeterminate,class:_(t.cx("icon")),dataP:i.dataP},function(){return[i.checked?(a(),z(r,v({key:0,class:t.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):l.d_indeterminate?(a(),z(s,v({key:1,class:t.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):I("",!0)]})],16,Ui)],16,ji)}Ne.render=Ni;var Gi=`
    .p-tag {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        background: dt('tag.primary.background');
        color: dt('tag.primary.color');
        font-size: dt('tag.font.size');
        font-weight: dt('tag.font.weight');
        padding: dt('tag.padding');
        border-radius: dt('tag.border.radius');
        gap: dt('tag.gap');
    }

    .p-tag-icon {
        font-size: dt('tag.icon.size');
        width: dt('tag.icon.size');
        height: dt('tag.icon.size');
    }

    .p-tag-rounded {
        border-radius: dt('tag.rounded.border.radius');
    }

    .p-tag-success {
        background: dt('tag.success.background');
        color: dt('tag.success.color');
    }

    .p-tag-info {
        background: dt('tag.info.background');
        color: dt('tag.info.color');
    }

    .p-tag-warn {
        background: dt('tag.warn.background');
        color: dt('tag.warn.color');
    }

    .p-tag-danger {
        background: dt('tag.danger.background');
        color: dt('tag.danger.color');
    }

    .p-tag-secondary {
        background: dt('tag.secondary.background');
        color: dt('tag.secondary.color');
    }

    .p-tag-contrast {
        background: dt('tag.contrast.background');
        color: dt('tag.contrast.color');
    }
`,Wi={root:function(e){var n=e.props;return["p-tag p-component",{"p-tag-info":n.severity==="info","p-tag-success":n.severity==="success","p-tag-warn":n.severity==="warn","p-tag-danger":n.severity==="danger","p-tag-secondary":n.severity==="secondary","p-tag-contrast":n.severity==="contrast","p-tag-rounded":n.rounded}]},icon:"p-tag-icon",label:"p-tag-label"},qi=se.extend({name:"tag",style:Gi,classes:Wi}),Ji={name:"BaseTag",extends:Ke,props:{value:null,severity:null,rounded:Boolean,icon:String},style:qi,provide:function(){return{$pcTag:this,$parentInstance:this}}};function Ae(t){"@babel/helpers - typeof";return Ae=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Ae(t)}function Yi(t,e,n){return(e=Zi(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Zi(t){var e=Xi(t,"string");return Ae(e)=="symbol"?e:e+""}function Xi(t,e){if(Ae(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Ae(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var tt={name:"Tag",extends:Ji,inheritAttrs:!1,computed:{dataP:function(){return le(Yi({rounded:this.rounded},this.severity,this.severity))}}},Qi=["data-p"];function _i(t,e,n,o,l,i){return a(),c("span",v({class:t.cx("root"),"data-p":i.dataP},t.ptmi("root")),[t.$slots.icon?(a(),z(ge(t.$slots.icon),v({key:0,class:t.cx("icon")},t.ptm("icon")),null,16,["class"])):t.icon?(a(),c("span",v({key:1,class:[t.cx("icon"),t.icon]},t.ptm("icon")),null,16)):I("",!0),t.value!=null||t.$slots.default?P(t.$slots,"default",{key:2},function(){return[u("span",v({class:t.cx("label")},t.ptm("label")),$(t.value),17)]}):I("",!0)],16,Qi)}tt.render=_i;var eo=`
    .p-textarea {
        font-family: inherit;
        font-feature-settings: inherit;
        font-size: 1rem;
        color: dt('textarea.color');
        background: dt('textarea.background');
        padding-block: dt('textarea.padding.y');
        padding-inline: dt('textarea.padding.x');
        border: 1px solid dt('textarea.border.color');
        transition:
            background dt('textarea.transition.duration'),
            color dt('textarea.transition.duration'),
            border-color dt('textarea.transition.duration'),
            outline-color dt('textarea.transition.duration'),
            box-shadow dt('textarea.transition.duration');
        appearance: none;
        border-radius: dt('textarea.border.radius');
        outline-color: transparent;
        box-shadow: dt('textarea.shadow');
    }

    .p-textarea:enabled:hover {
        border-color: dt('textarea.hover.border.color');
    }

    .p-textarea:enabled:focus {
        border-color: dt('textarea.focus.border.color');
        box-shadow: dt('textarea.focus.ring.shadow');
        outline: dt('textarea.focus.ring.width') dt('textarea.focus.ring.style') dt('textarea.focus.ring.color');
        outline-offset: dt('textarea.focus.ring.offset');
    }

    .p-textarea.p-invalid {
        border-color: dt('textarea.invalid.border.color');
    }

    .p-textarea.p-variant-filled {
        background: dt('textarea.filled.background');
    }

    .p-textarea.p-variant-filled:enabled:hover {
        background: dt('textarea.filled.hover.background');
    }

    .p-textarea.p-variant-filled:enabled:focus {
        background: dt('textarea.filled.focus.background');
    }

    .p-textarea:disabled {
        opacity: 1;
        background: dt('textarea.disabled.background');
        color: dt('textarea.disabled.color');
    }

    .p-textarea::placeholder {
        color: dt('textarea.placeholder.color');
    }

    .p-textarea.p-invalid::placeholder {
        color: dt('textarea.invalid.placeholder.color');
    }

    .p-textarea-fluid {
        width: 100%;
    }

    .p-textarea-resizable {
        overflow: hidden;
        resize: none;
    }

    .p-textarea-sm {
        font-size: dt('textarea.sm.font.size');
        padding-block: dt('textarea.sm.padding.y');
        padding-inline: dt('textarea.sm.padding.x');
    }

    .p-textarea-lg {
        font-size: dt('textarea.lg.font.size');
        padding-block: dt('textarea.lg.padding.y');
        padding-inline: dt('textarea.lg.padding.x');
    }
`,to={root:function(e){var n=e.instance,o=e.props;return["p-textarea p-component",{"p-filled":n.$filled,"p-textarea-resizable ":o.autoResize,"p-textarea-sm p-inputfield-sm":o.size==="small","p-textarea-lg p-inputfield-lg":o.size==="large","p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-textarea-fluid":n.$fluid}]}},no=se.extend({name:"textarea",style:eo,classes:to}),io={name:"BaseTextarea",extends:Ue,props:{autoResize:Boolean},style:no,provide:function(){return{$pcTextarea:this,$parentInstance:this}}};function Pe(t){"@babel/helpers - typeof";return Pe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Pe(t)}function oo(t,e,n){return(e=lo(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function lo(t){var e=ao(t,"string");return Pe(e)=="symbol"?e:e+""}function ao(t,e){if(Pe(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Pe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Ge={name:"Textarea",extends:io,inheritAttrs:!1,observer:null,mounted:function(){var e=this;this.autoResize&&(this.observer=new ResizeObserver(function(){requestAnimationFrame(function(){e.resize()})}),this.observer.observe(this.$el))},updated:function(){this.autoResize&&this.resize()},beforeUnmount:function(){this.observer&&this.observer.disconnect()},methods:{resize:function(){if(this.$el.offsetParent){var e=this.$el.style.height,n=parseInt(e)||0,o=this.$el.scrollHeight,l=!n||o>n,i=n&&o<n;i?(this.$el.style.height="auto",this.$el.style.height="".concat(this.$el.scrollHeight,"px")):l&&(this.$el.style.height="".concat(o,"px"))}},onInput:function(e){this.autoResize&&this.resize(),this.writeValue(e.target.value,e)}},computed:{attrs:function(){return v(this.ptmi("root",{context:{filled:this.$filled,disabled:this.disabled}}),this.formField)},dataP:function(){return le(oo({invalid:this.$invalid,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))}}},ro=["value","name","disabled","aria-invalid","data-p"];function so(t,e,n,o,l,i){return a(),c("textarea",v({class:t.cx("root"),value:t.d_value,name:t.name,disabled:t.disabled,"aria-invalid":t.invalid||void 0,"data-p":i.dataP,onInput:e[0]||(e[0]=function(){return i.onInput&&i.onInput.apply(i,arguments)})},i.attrs),null,16,ro)}Ge.render=so;var uo=`
    .p-chip {
        display: inline-flex;
        align-items: center;
        background: dt('chip.background');
        color: dt('chip.color');
        border-radius: dt('chip.border.radius');
        padding-block: dt('chip.padding.y');
        padding-inline: dt('chip.padding.x');
        gap: dt('chip.gap');
    }

    .p-chip-icon {
        color: dt('chip.icon.color');
        font-size: dt('chip.icon.size');
        width: dt('chip.icon.size');
        height: dt('chip.icon.size');
    }

    .p-chip-image {
        border-radius: 50%;
        width: dt('chip.image.width');
        height: dt('chip.image.height');
        margin-inline-start: calc(-1 * dt('chip.padding.y'));
    }

    .p-chip:has(.p-chip-remove-icon) {
        padding-inline-end: dt('chip.padding.y');
    }

    .p-chip:has(.p-chip-image) {
        padding-block-start: calc(dt('chip.padding.y') / 2);
        padding-block-end: calc(dt('chip.padding.y') / 2);
    }

    .p-chip-remove-icon {
        cursor: pointer;
        font-size: dt('chip.remove.icon.size');
        width: dt('chip.remove.icon.size');
        height: dt('chip.remove.icon.size');
        color: dt('chip.remove.icon.color');
        border-radius: 50%;
        transition:
            outline-color dt('chip.transition.duration'),
            box-shadow dt('chip.transition.duration');
        outline-color: transparent;
    }

    .p-chip-remove-icon:focus-visible {
        box-shadow: dt('chip.remove.icon.focus.ring.shadow');
        outline: dt('chip.remove.icon.focus.ring.width') dt('chip.remove.icon.focus.ring.style') dt('chip.remove.icon.focus.ring.color');
        outline-offset: dt('chip.remove.icon.focus.ring.offset');
    }
`,co={root:"p-chip p-component",image:"p-chip-image",icon:"p-chip-icon",label:"p-chip-label",removeIcon:"p-chip-remove-icon"},po=se.extend({name:"chip",style:uo,classes:co}),fo={name:"BaseChip",extends:Ke,props:{label:{type:[String,Number],default:null},icon:{type:String,default:null},image:{type:String,default:null},removable:{type:Boolean,default:!1},removeIcon:{type:String,default:void 0}},style:po,provide:function(){return{$pcChip:this,$parentInstance:this}}},jt={name:"Chip",extends:fo,inheritAttrs:!1,emits:["remove"],data:function(){return{visible:!0}},methods:{onKeydown:function(e){(e.key==="Enter"||e.key==="Backspace")&&this.close(e)},close:function(e){this.visible=!1,this.$emit("remove",e)}},computed:{dataP:function(){return le({removable:this.removable})}},components:{TimesCircleIcon:un}},ho=["aria-label","data-p"],mo=["src"];function bo(t,e,n,o,l,i){return l.visible?(a(),c("div",v({key:0,class:t.cx("root"),"aria-label":t.label},t.ptmi("root"),{"data-p":i.dataP}),[P(t.$slots,"default",{},function(){return[t.image?(a(),c("img",v({key:0,src:t.image},t.ptm("image"),{class:t.cx("image")}),null,16,mo)):t.$slots.icon?(a(),z(ge(t.$slots.icon),v({key:1,class:t.cx("icon")},t.ptm("icon")),null,16,["class"])):t.icon?(a(),c("span",v({key:2,class:[t.cx("icon"),t.icon]},t.ptm("icon")),null,16)):I("",!0),t.label!==null?(a(),c("div",v({key:3,class:t.cx("label")},t.ptm("label")),$(t.label),17)):I("",!0)]}),t.removable?P(t.$slots,"removeicon",{key:0,removeCallback:i.close,keydownCallback:i.onKeydown},function(){return[(a(),z(ge(t.removeIcon?"span":"TimesCircleIcon"),v({class:[t.cx("removeIcon"),t.removeIcon],onClick:i.close,onKeydown:i.onKeydown},t.ptm("removeIcon")),null,16,["class","onClick","onKeydown"]))]}):I("",!0)],16,ho)):I("",!0)}jt.render=bo;var yo=`
    .p-autocomplete {
        display: inline-flex;
    }

    .p-autocomplete-loader {
        position: absolute;
        top: 50%;
        margin-top: -0.5rem;
        inset-inline-end: dt('autocomplete.padding.x');
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-loader {
        inset-inline-end: calc(dt('autocomplete.dropdown.width') + dt('autocomplete.padding.x'));
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input {
        flex: 1 1 auto;
        width: 1%;
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input,
    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input-multiple {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
    }

    .p-autocomplete-dropdown {
        cursor: pointer;
        display: inline-flex;
        user-select: none;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        position: relative;
        width: dt('autocomplete.dropdown.width');
        border-start-end-radius: dt('autocomplete.dropdown.border.radius');
        border-end-end-radius: dt('autocomplete.dropdown.border.radius');
        background: dt('autocomplete.dropdown.background');
        border: 1px solid dt('autocomplete.dropdown.border.color');
        border-inline-start: 0 none;
        color: dt('autocomplete.dropdown.color');
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration'),
            outline-color dt('autocomplete.transition.duration'),
            box-shadow dt('autocomplete.transition.duration');
        outline-color: transparent;
    }

    .p-autocomplete-dropdown:not(:disabled):hover {
        background: dt('autocomplete.dropdown.hover.background');
        border-color: dt('autocomplete.dropdown.hover.border.color');
        color: dt('autocomplete.dropdown.hover.color');
    }

    .p-autocomplete-dropdown:not(:disabled):active {
        background: dt('autocomplete.dropdown.active.background');
        border-color: dt('autocomplete.dropdown.active.border.color');
        color: dt('autocomplete.dropdown.active.color');
    }

    .p-autocomplete-dropdown:focus-visible {
        box-shadow: dt('autocomplete.dropdown.focus.ring.shadow');
        outline: dt('autocomplete.dropdown.focus.ring.width') dt('autocomplete.dropdown.focus.ring.style') dt('autocomplete.dropdown.focus.ring.color');
        outline-offset: dt('autocomplete.dropdown.focus.ring.offset');
    }

    .p-autocomplete-overlay {
        position: absolute;
        top: 0;
        left: 0;
        background: dt('autocomplete.overlay.background');
        color: dt('autocomplete.overlay.color');
        border: 1px solid dt('autocomplete.overlay.border.color');
        border-radius: dt('autocomplete.overlay.border.radius');
        box-shadow: dt('autocomplete.overlay.shadow');
        min-width: 100%;
    }

    .p-autocomplete-list-container {
        overflow: auto;
    }

    .p-autocomplete-list {
        margin: 0;
        list-style-type: none;
        display: flex;
        flex-direction: column;
        gap: dt('autocomplete.list.gap');
        padding: dt('autocomplete.list.padding');
    }

    .p-autocomplete-option {
        cursor: pointer;
        white-space: nowrap;
        position: relative;
        overflow: hidden;
        display: flex;
        align-items: center;
        padding: dt('autocomplete.option.padding');
        border: 0 none;
        color: dt('autocomplete.option.color');
        background: transparent;
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration');
        border-radius: dt('autocomplete.option.border.radius');
    }

    .p-autocomplete-option:not(.p-autocomplete-option-selected):not(.p-disabled).p-focus {
        background: dt('autocomplete.option.focus.background');
        color: dt('autocomplete.option.focus.color');
    }

    .p-autocomplete-option:not(.p-autocomplete-option-selected):not(.p-disabled):hover {
        background: dt('autocomplete.option.focus.background');
        color: dt('autocomplete.option.focus.color');
    }

    .p-autocomplete-option-selected {
        background: dt('autocomplete.option.selected.background');
        color: dt('autocomplete.option.selected.color');
    }

    .p-autocomplete-option-selected.p-focus {
        background: dt('autocomplete.option.selected.focus.background');
        color: dt('autocomplete.option.selected.focus.color');
    }

    .p-autocomplete-option-group {
        margin: 0;
        padding: dt('autocomplete.option.group.padding');
        color: dt('autocomplete.option.group.color');
        background: dt('autocomplete.option.group.background');
        font-weight: dt('autocomplete.option.group.font.weight');
    }

    .p-autocomplete-input-multiple {
        margin: 0;
        list-style-type: none;
        cursor: text;
        overflow: hidden;
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        padding: calc(dt('autocomplete.padding.y') / 2) dt('autocomplete.padding.x');
        gap: calc(dt('autocomplete.padding.y') / 2);
        color: dt('autocomplete.color');
        background: dt('autocomplete.background');
        border: 1px solid dt('autocomplete.border.color');
        border-radius: dt('autocomplete.border.radius');
        width: 100%;
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration'),
            outline-color dt('autocomplete.transition.duration'),
            box-shadow dt('autocomplete.transition.duration');
        outline-color: transparent;
        box-shadow: dt('autocomplete.shadow');
    }

    .p-autocomplete-input-multiple.p-disabled {
        opacity: 1;
        background: dt('autocomplete.disabled.background');
        color: dt('autocomplete.disabled.color');
    }

    .p-autocomplete-input-multiple:not(.p-disabled):hover {
        border-color: dt('autocomplete.hover.border.color');
    }

    .p-autocomplete.p-focus .p-autocomplete-input-multiple:not(.p-disabled) {
        border-color: dt('autocomplete.focus.border.color');
        box-shadow: dt('autocomplete.focus.ring.shadow');
        outline: dt('autocomplete.focus.ring.width') dt('autocomplete.focus.ring.style') dt('autocomplete.focus.ring.color');
        outline-offset: dt('autocomplete.focus.ring.offset');
    }

    .p-autocomplete.p-invalid .p-autocomplete-input-multiple {
        border-color: dt('autocomplete.invalid.border.color');
    }

    .p-variant-filled.p-autocomplete-input-multiple {
        background: dt('autocomplete.filled.background');
    }

    .p-autocomplete-input-multiple.p-variant-filled:not(.p-disabled):hover {
        background: dt('autocomplete.filled.hover.background');
    }

    .p-autocomplete.p-focus .p-autocomplete-input-multiple.p-variant-filled:not(.p-disabled) {
        background: dt('autocomplete.filled.focus.background');
    }

    .p-autocomplete-chip.p-chip {
        padding-block-start: calc(dt('autocomplete.padding.y') / 2);
        padding-block-end: calc(dt('autocomplete.padding.y') / 2);
        border-radius: dt('autocomplete.chip.border.radius');
    }

    .p-autocomplete-input-multiple:has(.p-autocomplete-chip) {
        padding-inline-start: calc(dt('autocomplete.padding.y') / 2);
        padding-inline-end: calc(dt('autocomplete.padding.y') / 2);
    }

    .p-autocomplete-chip-item.p-focus .p-autocomplete-chip {
        background: dt('autocomplete.chip.focus.background');
        color: dt('autocomplete.chip.focus.color');
    }

    .p-autocomplete-input-chip {
        flex: 1 1 auto;
        display: inline-flex;
        padding-block-start: calc(dt('autocomplete.padding.y') / 2);
        padding-block-end: calc(dt('autocomplete.padding.y') / 2);
    }

    .p-autocomplete-input-chip input {
        border: 0 none;
        outline: 0 none;
        background: transparent;
        margin: 0;
        padding: 0;
        box-shadow: none;
        border-radius: 0;
        width: 100%;
        font-family: inherit;
        font-feature-settings: inherit;
        font-size: 1rem;
        color: inherit;
    }

    .p-autocomplete-input-chip input::placeholder {
        color: dt('autocomplete.placeholder.color');
    }

    .p-autocomplete.p-invalid .p-autocomplete-input-chip input::placeholder {
        color: dt('autocomplete.invalid.placeholder.color');
    }

    .p-autocomplete-empty-message {
        padding: dt('autocomplete.empty.message.padding');
    }

    .p-autocomplete-fluid {
        display: flex;
    }

    .p-autocomplete-fluid:has(.p-autocomplete-dropdown) .p-autocomplete-input {
        width: 1%;
    }

    .p-autocomplete:has(.p-inputtext-sm) .p-autocomplete-dropdown {
        width: dt('autocomplete.dropdown.sm.width');
    }

    .p-autocomplete:has(.p-inputtext-sm) .p-autocomplete-dropdown .p-icon {
        font-size: dt('form.field.sm.font.size');
        width: dt('form.field.sm.font.size');
        height: dt('form.field.sm.font.size');
    }

    .p-autocomplete:has(.p-inputtext-lg) .p-autocomplete-dropdown {
        width: dt('autocomplete.dropdown.lg.width');
    }

    .p-autocomplete:has(.p-inputtext-lg) .p-autocomplete-dropdown .p-icon {
        font-size: dt('form.field.lg.font.size');
        width: dt('form.field.lg.font.size');
        height: dt('form.field.lg.font.size');
    }

    .p-autocomplete-clear-icon {
        position: absolute;
        top: 50%;
        margin-top: -0.5rem;
        cursor: pointer;
        color: dt('form.field.icon.color');
        inset-inline-end: dt('autocomplete.padding.x');
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-clear-icon {
        inset-inline-end: calc(dt('autocomplete.padding.x') + dt('autocomplete.dropdown.width'));
    }

    .p-autocomplete:has(.p-autocomplete-clear-icon) .p-autocomplete-input {
        padding-inline-end: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-inputgroup .p-autocomplete-dropdown {
        border-radius: 0;
    }

    .p-inputgroup > .p-autocomplete:last-child:has(.p-autocomplete-dropdown) > .p-autocomplete-input {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
    }

    .p-inputgroup > .p-autocomplete:last-child .p-autocomplete-dropdown {
        border-start-end-radius: dt('autocomplete.dropdown.border.radius');
        border-end-end-radius: dt('autocomplete.dropdown.border.radius');
    }
`,vo={root:{position:"relative"}},go={root:function(e){var n=e.instance;return["p-autocomplete p-component p-inputwrapper",{"p-invalid":n.$invalid,"p-focus":n.focused,"p-inputwrapper-filled":n.$filled||ue(n.inputValue),"p-inputwrapper-focus":n.focused,"p-autocomplete-open":n.overlayVisible,"p-autocomplete-fluid":n.$fluid,"p-autocomplete-clearable":n.isClearIconVisible}]},pcInputText:"p-autocomplete-input",inputMultiple:function(e){var n=e.instance,o=e.props;return["p-autocomplete-input-multiple",{"p-variant-filled":n.$variant==="filled","p-disabled":o.disabled}]},clearIcon:"p-autocomplete-clear-icon",chipItem:function(e){var n=e.instance,o=e.i;return["p-autocomplete-chip-item",{"p-focus":n.focusedMultipleOptionIndex===o}]},pcChip:"p-autocomplete-chip",chipIcon:"p-autocomplete-chip-icon",inputChip:"p-autocomplete-input-chip",loader:"p-autocomplete-loader",dropdown:"p-autocomplete-dropdown",overlay:"p-autocomplete-overlay p-component",listContainer:"p-autocomplete-list-container",list:"p-autocomplete-list",optionGroup:"p-autocomplete-option-group",option:function(e){var n=e.instance,o=e.option,l=e.i,i=e.getItemOptions;return["p-autocomplete-option",{"p-autocomplete-option-selected":n.isSelected(o),"p-focus":n.focusedOptionIndex===n.getOptionIndex(l,i),"p-disabled":n.isOptionDisabled(o)}]},emptyMessage:"p-autocomplete-empty-message"},wo=se.extend({name:"autocomplete",style:yo,classes:go,inlineStyles:vo}),ko={name:"BaseAutoComplete",extends:Ue,props:{suggestions:{type:Array,default:null},optionLabel:null,optionDisabled:null,optionGroupLabel:null,optionGroupChildren:null,scrollHeight:{type:String,default:"14rem"},dropdown:{type:Boolean,default:!1},dropdownMode:{type:String,default:"blank"},multiple:{type:Boolean,default:!1},loading:{type:Boolean,default:!1},placeholder:{type:String,default:null},dataKey:{type:String,default:null},minLength:{type:Number,default:1},delay:{type:Number,default:300},appendTo:{type:[String,Object],default:"body"},forceSelection:{type:Boolean,default:!1},completeOnFocus:{type:Boolean,default:!1},showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputStyle:{type:Object,default:null},inputClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},dropdownIcon:{type:String,default:null},dropdownClass:{type:[String,Object],default:null},loader:{type:String,default:null},loadingIcon:{type:String,default:null},removeTokenIcon:{type:String,default:null},chipIcon:{type:String,default:null},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},searchLocale:{type:String,default:void 0},searchMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptySearchMessage:{type:String,default:null},showEmptyMessage:{type:Boolean,default:!0},tabindex:{type:Number,default:0},typeahead:{type:Boolean,default:!0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:wo,provide:function(){return{$pcAutoComplete:this,$parentInstance:this}}};function mt(t,e,n){return(e=Oo(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Oo(t){var e=Io(t,"string");return ke(e)=="symbol"?e:e+""}function Io(t,e){if(ke(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(ke(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}function ke(t){"@babel/helpers - typeof";return ke=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},ke(t)}function Be(t){return Lo(t)||xo(t)||Co(t)||So()}function So(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Co(t,e){if(t){if(typeof t=="string")return nt(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?nt(t,e):void 0}}function xo(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Lo(t){if(Array.isArray(t))return nt(t)}function nt(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}var Ht={name:"AutoComplete",extends:ko,inheritAttrs:!1,emits:["change","focus","blur","item-select","item-unselect","option-select","option-unselect","dropdown-click","clear","complete","before-show","before-hide","show","hide"],inject:{$pcFluid:{default:null}},outsideClickListener:null,resizeListener:null,scrollHandler:null,overlay:null,virtualScroller:null,searchTimeout:null,dirty:!1,startRangeIndex:-1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,focusedMultipleOptionIndex:-1,overlayVisible:!1,searching:!1}},watch:{suggestions:function(){this.searching&&(this.show(),this.focusedOptionIndex=this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.searching=!1,!this.showEmptyMessage&&this.visibleOptions.length===0&&this.hide()),this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel()},updated:function(){this.overlayVisible&&this.alignOverlay()},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(ve.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(e,n){return this.virtualScrollerDisabled?e:n&&n(e).index},getOptionLabel:function(e){return this.optionLabel?oe(e,this.optionLabel):e},getOptionValue:function(e){return e},getOptionRenderKey:function(e,n){return(this.dataKey?oe(e,this.dataKey):this.getOptionLabel(e))+"_"+n},getPTOptions:function(e,n,o,l){return this.ptm(l,{context:{option:e,index:o,selected:this.isSelected(e),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(e)}})},isOptionDisabled:function(e){return this.optionDisabled?oe(e,this.optionDisabled):!1},isOptionGroup:function(e){return this.optionGroupLabel&&e.optionGroup&&e.group},getOptionGroupLabel:function(e){return oe(e,this.optionGroupLabel)},getOptionGroupChildren:function(e){return oe(e,this.optionGroupChildren)},getAriaPosInset:function(e){var n=this;return(this.optionGroupLabel?e-this.visibleOptions.slice(0,e).filter(function(o){return n.isOptionGroup(o)}).length:e)+1},show:function(e){this.$emit("before-show"),this.dirty=!0,this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,e&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},hide:function(e){var n=this,o=function(){var i;n.$emit("before-hide"),n.dirty=e,n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,e&&Z(n.multiple?n.$refs.focusInput:(i=n.$refs.focusInput)===null||i===void 0?void 0:i.$el)};setTimeout(function(){o()},0)},onFocus:function(e){this.disabled||(!this.dirty&&this.completeOnFocus&&this.search(e,e.target.value,"focus"),this.dirty=!0,this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",e))},onBlur:function(e){var n,o;this.dirty=!1,this.focused=!1,this.focusedOptionIndex=-1,this.$emit("blur",e),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o)},onKeyDown:function(e){if(this.disabled){e.preventDefault();return}switch(e.code){case"ArrowDown":this.onArrowDownKey(e);break;case"ArrowUp":this.onArrowUpKey(e);break;case"ArrowLeft":this.onArrowLeftKey(e);break;case"ArrowRight":this.onArrowRightKey(e);break;case"Home":this.onHomeKey(e);break;case"End":this.onEndKey(e);break;case"PageDown":this.onPageDownKey(e);break;case"PageUp":this.onPageUpKey(e);break;case"Enter":case"NumpadEnter":this.onEnterKey(e);break;case"Space":this.onSpaceKey(e);break;case"Escape":this.onEscapeKey(e);break;case"Tab":this.onTabKey(e);break;case"ShiftLeft":case"ShiftRight":this.onShiftKey(e);break;case"Backspace":this.onBackspaceKey(e);break}this.clicked=!1},onInput:function(e){var n=this;if(this.typeahead){this.searchTimeout&&clearTimeout(this.searchTimeout);var o=e.target.value;this.multiple||this.updateModel(e,o),o.length===0?(this.searching=!1,this.hide(),this.$emit("clear")):o.length>=this.minLength?(this.focusedOptionIndex=-1,this.searchTimeout=setTimeout(function(){n.search(e,o,"input")},this.delay)):(this.searching=!1,this.hide())}},onChange:function(e){var n=this;if(this.forceSelection){var o=!1;if(this.visibleOptions&&!this.multiple){var l,i=this.multiple?this.$refs.focusInput.value:(l=this.$refs.focusInput)===null||l===void 0||(l=l.$el)===null||l===void 0?void 0:l.value,r=this.visibleOptions.find(function(O){return n.isOptionMatched(O,i||"")});r!==void 0&&(o=!0,!this.isSelected(r)&&this.onOptionSelect(e,r))}if(!o){if(this.multiple)this.$refs.focusInput.value="";else{var s,d=(s=this.$refs.focusInput)===null||s===void 0?void 0:s.$el;d&&(d.value="")}this.$emit("clear"),!this.multiple&&this.updateModel(e,null)}}},onMultipleContainerFocus:function(){this.disabled||(this.focused=!0)},onMultipleContainerBlur:function(){this.focusedMultipleOptionIndex=-1,this.focused=!1},onMultipleContainerKeyDown:function(e){if(this.disabled){e.preventDefault();return}switch(e.code){case"ArrowLeft":this.onArrowLeftKeyOnMultiple(e);break;case"ArrowRight":this.onArrowRightKeyOnMultiple(e);break;case"Backspace":this.onBackspaceKeyOnMultiple(e);break}},onContainerClick:function(e){this.clicked=!0,!(this.disabled||this.searching||this.loading||this.isDropdownClicked(e))&&(!this.overlay||!this.overlay.contains(e.target))&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},onDropdownClick:function(e){var n=void 0;if(this.overlayVisible)this.hide(!0);else{var o=this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el;Z(o),n=o.value,this.dropdownMode==="blank"?this.search(e,"","dropdown"):this.dropdownMode==="current"&&this.search(e,n,"dropdown")}this.$emit("dropdown-click",{originalEvent:e,query:n})},onOptionSelect:function(e,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0,l=this.getOptionValue(n);this.multiple?(this.$refs.focusInput.value="",this.isSelected(n)||this.updateModel(e,[].concat(Be(this.d_value||[]),[l]))):this.updateModel(e,l),this.$emit("item-select",{originalEvent:e,value:n}),this.$emit("option-select",{originalEvent:e,value:n}),o&&this.hide(!0)},onOptionMouseMove:function(e,n){this.focusOnHover&&this.changeFocusedOptionIndex(e,n)},onOptionSelectRange:function(e){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:-1,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:-1;if(o===-1&&(o=this.findNearestSelectedOptionIndex(l,!0)),l===-1&&(l=this.findNearestSelectedOptionIndex(o)),o!==-1&&l!==-1){var i=Math.min(o,l),r=Math.max(o,l),s=this.visibleOptions.slice(i,r+1).filter(function(d){return n.isValidOption(d)}).filter(function(d){return!n.isSelected(d)}).map(function(d){return n.getOptionValue(d)});this.updateModel(e,[].concat(Be(this.d_value||[]),Be(s)))}},onClearClick:function(e){this.updateModel(e,null),this.$emit("clear")},onOverlayClick:function(e){Vt.emit("overlay-click",{originalEvent:e,target:this.$el})},onOverlayKeyDown:function(e){e.code==="Escape"&&this.onEscapeKey(e)},onArrowDownKey:function(e){if(this.overlayVisible){var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.multiple&&e.shiftKey&&this.onOptionSelectRange(e,this.startRangeIndex,n),this.changeFocusedOptionIndex(e,n),e.preventDefault()}},onArrowUpKey:function(e){if(this.overlayVisible)if(e.altKey)this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),e.preventDefault();else{var n=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.multiple&&e.shiftKey&&this.onOptionSelectRange(e,n,this.startRangeIndex),this.changeFocusedOptionIndex(e,n),e.preventDefault()}},onArrowLeftKey:function(e){var n=e.currentTarget;this.focusedOptionIndex=-1,this.multiple&&(cn(n.value)&&this.$filled?(Z(this.$refs.multiContainer),this.focusedMultipleOptionIndex=this.d_value.length):e.stopPropagation())},onArrowRightKey:function(e){this.focusedOptionIndex=-1,this.multiple&&e.stopPropagation()},onHomeKey:function(e){var n=e.currentTarget,o=n.value.length,l=e.metaKey||e.ctrlKey,i=this.findFirstOptionIndex();this.multiple&&e.shiftKey&&l&&this.onOptionSelectRange(e,i,this.startRangeIndex),n.setSelectionRange(0,e.shiftKey?o:0),this.focusedOptionIndex=-1,e.preventDefault()},onEndKey:function(e){var n=e.currentTarget,o=n.value.length,l=e.metaKey||e.ctrlKey,i=this.findLastOptionIndex();this.multiple&&e.shiftKey&&l&&this.onOptionSelectRange(e,this.startRangeIndex,i),n.setSelectionRange(e.shiftKey?0:o,o),this.focusedOptionIndex=-1,e.preventDefault()},onPageUpKey:function(e){this.scrollInView(0),e.preventDefault()},onPageDownKey:function(e){this.scrollInView(this.visibleOptions.length-1),e.preventDefault()},onEnterKey:function(e){this.typeahead?this.overlayVisible?(this.focusedOptionIndex!==-1&&(this.multiple&&e.shiftKey?this.onOptionSelectRange(e,this.focusedOptionIndex):this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),e.preventDefault()),this.hide()):(this.focusedOptionIndex=-1,this.onArrowDownKey(e)):this.multiple&&(e.target.value.trim()&&(this.updateModel(e,[].concat(Be(this.d_value||[]),[e.target.value.trim()])),this.$refs.focusInput.value=""),e.preventDefault())},onSpaceKey:function(e){!this.autoOptionFocus&&this.focusedOptionIndex!==-1&&this.onEnterKey(e)},onEscapeKey:function(e){this.overlayVisible&&this.hide(!0),e.preventDefault()},onTabKey:function(e){this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide()},onShiftKey:function(){this.startRangeIndex=this.focusedOptionIndex},onBackspaceKey:function(e){if(this.multiple){if(ue(this.d_value)&&!this.$refs.focusInput.value){var n=this.d_value[this.d_value.length-1],o=this.d_value.slice(0,-1);this.writeValue(o,e),this.$emit("item-unselect",{originalEvent:e,value:n}),this.$emit("option-unselect",{originalEvent:e,value:n})}e.stopPropagation()}},onArrowLeftKeyOnMultiple:function(){this.focusedMultipleOptionIndex=this.focusedMultipleOptionIndex<1?0:this.focusedMultipleOptionIndex-1},onArrowRightKeyOnMultiple:function(){this.focusedMultipleOptionIndex++,this.focusedMultipleOptionIndex>this.d_value.length-1&&(this.focusedMultipleOptionIndex=-1,Z(this.$refs.focusInput))},onBackspaceKeyOnMultiple:function(e){this.focusedMultipleOptionIndex!==-1&&this.removeOption(e,this.focusedMultipleOptionIndex)},onOverlayEnter:function(e){ve.set("overlay",e,this.$primevue.config.zIndex.overlay),$t(e,{position:"absolute",top:"0"}),this.alignOverlay(),this.$attrSelector&&e.setAttribute(this.$attrSelector,"")},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(e){e.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(e){ve.clear(e)},alignOverlay:function(){var e=this.multiple?this.$refs.multiContainer:this.$refs.focusInput.$el;this.appendTo==="self"?Ct(this.overlay,e):(this.overlay.style.minWidth=xt(e)+"px",Lt(this.overlay,e))},bindOutsideClickListener:function(){var e=this;this.outsideClickListener||(this.outsideClickListener=function(n){e.overlayVisible&&e.overlay&&e.isOutsideClicked(n)&&e.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var e=this;this.scrollHandler||(this.scrollHandler=new St(this.$refs.container,function(){e.overlayVisible&&e.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var e=this;this.resizeListener||(this.resizeListener=function(){e.overlayVisible&&!It()&&e.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},isOutsideClicked:function(e){return!this.overlay.contains(e.target)&&!this.isInputClicked(e)&&!this.isDropdownClicked(e)},isInputClicked:function(e){return this.multiple?e.target===this.$refs.multiContainer||this.$refs.multiContainer.contains(e.target):e.target===this.$refs.focusInput.$el},isDropdownClicked:function(e){return this.$refs.dropdownButton?e.target===this.$refs.dropdownButton||this.$refs.dropdownButton.contains(e.target):!1},isOptionMatched:function(e,n){var o;return this.isValidOption(e)&&((o=this.getOptionLabel(e))===null||o===void 0?void 0:o.toLocaleLowerCase(this.searchLocale))===n.toLocaleLowerCase(this.searchLocale)},isValidOption:function(e){return ue(e)&&!(this.isOptionDisabled(e)||this.isOptionGroup(e))},isValidSelectedOption:function(e){return this.isValidOption(e)&&this.isSelected(e)},isEquals:function(e,n){return at(e,n,this.equalityKey)},isSelected:function(e){var n=this,o=this.getOptionValue(e);return this.multiple?(this.d_value||[]).some(function(l){return n.isEquals(l,o)}):this.isEquals(this.d_value,this.getOptionValue(e))},findFirstOptionIndex:function(){var e=this;return this.visibleOptions.findIndex(function(n){return e.isValidOption(n)})},findLastOptionIndex:function(){var e=this;return $e(this.visibleOptions,function(n){return e.isValidOption(n)})},findNextOptionIndex:function(e){var n=this,o=e<this.visibleOptions.length-1?this.visibleOptions.slice(e+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+e+1:e},findPrevOptionIndex:function(e){var n=this,o=e>0?$e(this.visibleOptions.slice(0,e),function(l){return n.isValidOption(l)}):-1;return o>-1?o:e},findSelectedOptionIndex:function(){var e=this;return this.$filled?this.visibleOptions.findIndex(function(n){return e.isValidSelectedOption(n)}):-1},findFirstFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findFirstOptionIndex():e},findLastFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findLastOptionIndex():e},search:function(e,n,o){n!=null&&(o==="input"&&n.trim().length===0||(this.searching=!0,this.$emit("complete",{originalEvent:e,query:n})))},removeOption:function(e,n){var o=this,l=this.d_value[n],i=this.d_value.filter(function(r,s){return s!==n}).map(function(r){return o.getOptionValue(r)});this.updateModel(e,i),this.$emit("item-unselect",{originalEvent:e,value:l}),this.$emit("option-unselect",{originalEvent:e,value:l}),this.dirty=!0,Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},changeFocusedOptionIndex:function(e,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(e,this.visibleOptions[n],!1))},scrollInView:function(){var e=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(e.$id,"_").concat(n):e.focusedOptionId,l=lt(e.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"start"}):e.virtualScrollerDisabled||e.virtualScroller&&e.virtualScroller.scrollToIndex(n!==-1?n:e.focusedOptionIndex)})},autoUpdateModel:function(){this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex(),this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1))},updateModel:function(e,n){this.writeValue(n,e),this.$emit("change",{originalEvent:e,value:n})},flatOptions:function(e){var n=this;return(e||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var r=n.getOptionGroupChildren(l);return r&&r.forEach(function(s){return o.push(s)}),o},[])},overlayRef:function(e){this.overlay=e},listRef:function(e,n){this.list=e,n&&n(e)},virtualScrollerRef:function(e){this.virtualScroller=e},findNextSelectedOptionIndex:function(e){var n=this,o=this.$filled&&e<this.visibleOptions.length-1?this.visibleOptions.slice(e+1).findIndex(function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o+e+1:-1},findPrevSelectedOptionIndex:function(e){var n=this,o=this.$filled&&e>0?$e(this.visibleOptions.slice(0,e),function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o:-1},findNearestSelectedOptionIndex:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1,o=-1;return this.$filled&&(n?(o=this.findPrevSelectedOptionIndex(e),o=o===-1?this.findNextSelectedOptionIndex(e):o):(o=this.findNextSelectedOptionIndex(e),o=o===-1?this.findPrevSelectedOptionIndex(e):o)),o>-1?o:e}},computed:{visibleOptions:function(){return this.optionGroupLabel?this.flatOptions(this.suggestions):this.suggestions||[]},inputValue:function(){if(this.$filled)if(ke(this.d_value)==="object"){var e=this.getOptionLabel(this.d_value);return e??this.d_value}else return this.d_value;else return""},hasSelectedOption:function(){return this.$filled},equalityKey:function(){return this.dataKey},searchResultMessageText:function(){return ue(this.visibleOptions)&&this.overlayVisible?this.searchMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptySearchMessageText},searchMessageText:function(){return this.searchMessage||this.$primevue.config.locale.searchMessage||""},emptySearchMessageText:function(){return this.emptySearchMessage||this.$primevue.config.locale.emptySearchMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}",this.multiple?this.d_value.length:"1"):this.emptySelectionMessageText},listAriaLabel:function(){return this.$primevue.config.locale.aria?this.$primevue.config.locale.aria.listLabel:void 0},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},focusedMultipleOptionId:function(){return this.focusedMultipleOptionIndex!==-1?"".concat(this.$id,"_multiple_option_").concat(this.focusedMultipleOptionIndex):null},isClearIconVisible:function(){return this.showClear&&this.$filled&&!this.disabled&&!this.loading},ariaSetSize:function(){var e=this;return this.visibleOptions.filter(function(n){return!e.isOptionGroup(n)}).length},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},panelId:function(){return this.$id+"_panel"},containerDataP:function(){return le({fluid:this.$fluid})},overlayDataP:function(){return le(mt({},"portal-"+this.appendTo,"portal-"+this.appendTo))},inputMultipleDataP:function(){return le(mt({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled",empty:!this.$filled},this.size,this.size))}},components:{InputText:Q,VirtualScroller:dt,Portal:kt,Chip:jt,ChevronDownIcon:st,SpinnerIcon:ot,TimesIcon:wt},directives:{ripple:Ot}};function Fe(t){"@babel/helpers - typeof";return Fe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Fe(t)}function bt(t,e){var n=Object.keys(t);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(t);e&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(t,l).enumerable})),n.push.apply(n,o)}return n}function yt(t){for(var e=1;e<arguments.length;e++){var n=arguments[e]!=null?arguments[e]:{};e%2?bt(Object(n),!0).forEach(function(o){$o(t,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(t,Object.getOwnPropertyDescriptors(n)):bt(Object(n)).forEach(function(o){Object.defineProperty(t,o,Object.getOwnPropertyDescriptor(n,o))})}return t}function $o(t,e,n){return(e=Vo(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Vo(t){var e=zo(t,"string");return Fe(e)=="symbol"?e:e+""}function zo(t,e){if(Fe(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Fe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Mo=["data-p"],To=["aria-activedescendant","data-p-has-dropdown","data-p"],Ao=["id","aria-label","aria-setsize","aria-posinset"],Po=["id","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid"],Fo=["data-p-has-dropdown"],Ko=["disabled","aria-expanded","aria-controls"],Do=["id","data-p"],Eo=["id","aria-label"],Bo=["id"],Ro=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onClick","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function jo(t,e,n,o,l,i){var r=W("InputText"),s=W("TimesIcon"),d=W("Chip"),O=W("SpinnerIcon"),b=W("VirtualScroller"),x=W("Portal"),p=zt("ripple");return a(),c("div",v({ref:"container",class:t.cx("root"),style:t.sx("root"),onClick:e[11]||(e[11]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},t.ptmi("root")),[t.multiple?I("",!0):(a(),z(r,{key:0,ref:"focusInput",id:t.inputId,type:"text",name:t.$formName,class:_([t.cx("pcInputText"),t.inputClass]),style:pn(t.inputStyle),defaultValue:i.inputValue,placeholder:t.placeholder,tabindex:t.disabled?-1:t.tabindex,fluid:t.$fluid,disabled:t.disabled,size:t.size,invalid:t.invalid,variant:t.variant,autocomplete:"off",role:"combobox","aria-label":t.ariaLabel,"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?i.panelId:void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,onFocus:i.onFocus,onBlur:i.onBlur,onKeydown:i.onKeyDown,onInput:i.onInput,onChange:i.onChange,unstyled:t.unstyled,"data-p-has-dropdown":t.dropdown,pt:t.ptm("pcInputText")},null,8,["id","name","class","style","defaultValue","placeholder","tabindex","fluid","disabled","size","invalid","variant","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","onFocus","onBlur","onKeydown","onInput","onChange","unstyled","data-p-has-dropdown","pt"])),i.isClearIconVisible?P(t.$slots,"clearicon",{key:1,class:_(t.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[M(s,v({class:[t.cx("clearIcon")],onClick:i.onClearClick},t.ptm("clearIcon")),null,16,["class","onClick"])]}):I("",!0),t.multiple?(a(),c("ul",v({key:2,ref:"multiContainer",class:t.cx("inputMultiple"),tabindex:"-1",role:"listbox","aria-orientation":"horizontal","aria-activedescendant":l.focused?i.focusedMultipleOptionId:void 0,onFocus:e[5]||(e[5]=function(){return i.onMultipleContainerFocus&&i.onMultipleContainerFocus.apply(i,arguments)}),onBlur:e[6]||(e[6]=function(){return i.onMultipleContainerBlur&&i.onMultipleContainerBlur.apply(i,arguments)}),onKeydown:e[7]||(e[7]=function(){return i.onMultipleContainerKeyDown&&i.onMultipleContainerKeyDown.apply(i,arguments)}),"data-p-has-dropdown":t.dropdown,"data-p":i.inputMultipleDataP},t.ptm("inputMultiple")),[(a(!0),c(D,null,q(t.d_value,function(h,f){return a(),c("li",v({key:"".concat(f,"_").concat(i.getOptionLabel(h)),id:t.$id+"_multiple_option_"+f,class:t.cx("chipItem",{i:f}),role:"option","aria-label":i.getOptionLabel(h),"aria-selected":!0,"aria-setsize":t.d_value.length,"aria-posinset":f+1},{ref_for:!0},t.ptm("chipItem")),[P(t.$slots,"chip",v({class:t.cx("pcChip"),value:h,index:f,removeCallback:function(m){return i.removeOption(m,f)}},{ref_for:!0},t.ptm("pcChip")),function(){return[M(d,{class:_(t.cx("pcChip")),label:i.getOptionLabel(h),removeIcon:t.chipIcon||t.removeTokenIcon,removable:"",unstyled:t.unstyled,onRemove:function(m){return i.removeOption(m,f)},"data-p-focused":l.focusedMultipleOptionIndex===f,pt:t.ptm("pcChip")},{removeicon:R(function(){return[P(t.$slots,t.$slots.chipicon?"chipicon":"removetokenicon",{class:_(t.cx("chipIcon")),index:f,removeCallback:function(m){return i.removeOption(m,f)}})]}),_:2},1032,["class","label","removeIcon","unstyled","onRemove","data-p-focused","pt"])]})],16,Ao)}),128)),u("li",v({class:t.cx("inputChip"),role:"option"},t.ptm("inputChip")),[u("input",v({ref:"focusInput",id:t.inputId,type:"text",style:t.inputStyle,class:t.inputClass,placeholder:t.placeholder,tabindex:t.disabled?-1:t.tabindex,disabled:t.disabled,autocomplete:"off",role:"combobox","aria-label":t.ariaLabel,"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":t.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":t.invalid||void 0,onFocus:e[0]||(e[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[1]||(e[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:e[2]||(e[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:e[3]||(e[3]=function(){return i.onInput&&i.onInput.apply(i,arguments)}),onChange:e[4]||(e[4]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},t.ptm("input")),null,16,Po)],16)],16,To)):I("",!0),l.searching||t.loading?P(t.$slots,t.$slots.loader?"loader":"loadingicon",{key:3,class:_(t.cx("loader"))},function(){return[t.loader||t.loadingIcon?(a(),c("i",v({key:0,class:["pi-spin",t.cx("loader"),t.loader,t.loadingIcon],"aria-hidden":"true","data-p-has-dropdown":t.dropdown},t.ptm("loader")),null,16,Fo)):t.loading?(a(),z(O,v({key:1,class:t.cx("loader"),spin:"","aria-hidden":"true","data-p-has-dropdown":t.dropdown},t.ptm("loader")),null,16,["class","data-p-has-dropdown"])):I("",!0)]}):I("",!0),P(t.$slots,t.$slots.dropdown?"dropdown":"dropdownbutton",{toggleCallback:function(f){return i.onDropdownClick(f)}},function(){return[t.dropdown?(a(),c("button",v({key:0,ref:"dropdownButton",type:"button",class:[t.cx("dropdown"),t.dropdownClass],disabled:t.disabled,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":i.panelId,onClick:e[8]||(e[8]=function(){return i.onDropdownClick&&i.onDropdownClick.apply(i,arguments)})},t.ptm("dropdown")),[P(t.$slots,"dropdownicon",{class:_(t.dropdownIcon)},function(){return[(a(),z(ge(t.dropdownIcon?"span":"ChevronDownIcon"),v({class:t.dropdownIcon},t.ptm("dropdownIcon")),null,16,["class"]))]})],16,Ko)):I("",!0)]}),t.typeahead?(a(),c("span",v({key:4,role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenSearchResult"),{"data-p-hidden-accessible":!0}),$(i.searchResultMessageText),17)):I("",!0),M(x,{appendTo:t.appendTo},{default:R(function(){return[M(Mt,v({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},t.ptm("transition")),{default:R(function(){return[l.overlayVisible?(a(),c("div",v({key:0,ref:i.overlayRef,id:i.panelId,class:[t.cx("overlay"),t.panelClass,t.overlayClass],style:yt(yt({},t.panelStyle),t.overlayStyle),onClick:e[9]||(e[9]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:e[10]||(e[10]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},t.ptm("overlay")),[P(t.$slots,"header",{value:t.d_value,suggestions:i.visibleOptions}),u("div",v({class:t.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?t.scrollHeight:""}},t.ptm("listContainer")),[M(b,v({ref:i.virtualScrollerRef},t.virtualScrollerOptions,{style:{height:t.scrollHeight},items:i.visibleOptions,tabindex:-1,disabled:i.virtualScrollerDisabled,pt:t.ptm("virtualScroller")}),Tt({content:R(function(h){var f=h.styleClass,g=h.contentRef,m=h.items,y=h.getItemOptions,C=h.contentStyle,w=h.itemSize;return[u("ul",v({ref:function(T){return i.listRef(T,g)},id:t.$id+"_list",class:[t.cx("list"),f],style:C,role:"listbox","aria-label":i.listAriaLabel},t.ptm("list")),[(a(!0),c(D,null,q(m,function(S,T){return a(),c(D,{key:i.getOptionRenderKey(S,i.getOptionIndex(T,y))},[i.isOptionGroup(S)?(a(),c("li",v({key:0,id:t.$id+"_"+i.getOptionIndex(T,y),style:{height:w?w+"px":void 0},class:t.cx("optionGroup"),role:"option"},{ref_for:!0},t.ptm("optionGroup")),[P(t.$slots,"optiongroup",{option:S.optionGroup,index:i.getOptionIndex(T,y)},function(){return[ie($(i.getOptionGroupLabel(S.optionGroup)),1)]})],16,Bo)):At((a(),c("li",v({key:1,id:t.$id+"_"+i.getOptionIndex(T,y),style:{height:w?w+"px":void 0},class:t.cx("option",{option:S,i:T,getItemOptions:y}),role:"option","aria-label":i.getOptionLabel(S),"aria-selected":i.isSelected(S),"aria-disabled":i.isOptionDisabled(S),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(T,y)),onClick:function(A){return i.onOptionSelect(A,S)},onMousemove:function(A){return i.onOptionMouseMove(A,i.getOptionIndex(T,y))},"data-p-selected":i.isSelected(S),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(T,y),"data-p-disabled":i.isOptionDisabled(S)},{ref_for:!0},i.getPTOptions(S,y,T,"option")),[P(t.$slots,"option",{option:S,index:i.getOptionIndex(T,y)},function(){return[ie($(i.getOptionLabel(S)),1)]})],16,Ro)),[[p]])],64)}),128)),t.showEmptyMessage&&(!m||m&&m.length===0)?(a(),c("li",v({key:0,class:t.cx("emptyMessage"),role:"option"},t.ptm("emptyMessage")),[P(t.$slots,"empty",{},function(){return[ie($(i.searchResultMessageText),1)]})],16)):I("",!0)],16,Eo)]}),_:2},[t.$slots.loader?{name:"loader",fn:R(function(h){var f=h.options;return[P(t.$slots,"loader",{options:f})]}),key:"0"}:void 0]),1040,["style","items","disabled","pt"])],16),P(t.$slots,"footer",{value:t.d_value,suggestions:i.visibleOptions}),u("span",v({role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),$(i.selectedMessageText),17)],16,Do)):I("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,Mo)}Ht.render=jo;const Ho={key:0,class:"muted"},it=Oe({__name:"LinkInput",props:{modelValue:{},target:{},inputId:{},disabled:{type:Boolean},invalid:{type:Boolean}},emits:["update:modelValue"],setup(t,{emit:e}){const n=t,o=e,l=De(),i=G([]);let r=0;async function s(b){if(!n.target||b.query!==""&&b.query!==String(n.modelValue??""))return;const x=++r;let p;try{p=await l.api.call("frappe.desk.search.search_link",{doctype:n.target,txt:b.query,page_length:10},"GET")}catch{p=[]}x===r&&(i.value=p)}function d(){r++}function O(b){o("update:modelValue",typeof b=="string"?b:b&&typeof b=="object"?String(b.value??""):"")}return(b,x)=>(a(),z(k(Ht),{"model-value":t.modelValue??"",suggestions:i.value,"option-label":"value","input-id":t.inputId,disabled:t.disabled,invalid:t.invalid,dropdown:"","complete-on-focus":"",delay:150,fluid:"",onComplete:s,onOptionSelect:d,"onUpdate:modelValue":O},{option:R(({option:p})=>[u("div",null,[u("div",null,$(p.value),1),p.description?(a(),c("small",Ho,$(p.description),1)):I("v-if",!0)])]),_:1},8,["model-value","suggestions","input-id","disabled","invalid"]))}}),Uo={key:0,class:"check"},No={key:9},Go={key:0,style:{margin:"0 0 .25rem","overflow-wrap":"anywhere"}},Wo=["href"],qo=["id","disabled"],Jo={key:2,class:"muted",role:"status"},Yo={key:3,role:"alert",style:{color:"#b42318"}},Ve=Oe({__name:"FieldInput",props:{field:{},modelValue:{},inputId:{},readonly:{type:Boolean},doc:{},doctype:{},labelledby:{}},emits:["update:modelValue"],setup(t,{emit:e}){const n=t,o=e,l=De(),i=G(!1),r=G(""),s=B(()=>n.field.fieldtype),d=new Set(["Text","Small Text","Long Text","Text Editor","Code","JSON","Markdown Editor","HTML Editor","Signature","Geolocation"]),O=B(()=>(n.field.options??"").split(`
`).map(g=>({value:g,label:g===""?"(none)":g}))),b=B(()=>n.doc&&n.field.options?String(n.doc[n.field.options]??""):""),x=B(()=>n.modelValue?String(n.modelValue).slice(0,19).replace(" ","T"):"");function p(g){o("update:modelValue",g?`${g.replace("T"," ")}${g.length===16?":00":""}`:null)}function h(g){o("update:modelValue",g===""?null:s.value==="Int"?Math.trunc(Number(g)):Number(g))}async function f(g){const m=g.target,y=m.files?.[0];if(y){i.value=!0,r.value="";try{const C=n.doc?.name&&!n.doc.__islocal?{doctype:n.doctype,docname:String(n.doc.name),fieldname:n.field.fieldname}:{},w=await l.api.upload(y,C);o("update:modelValue",w.file_url)}catch(C){r.value=C.message}finally{i.value=!1,m.value=""}}}return(g,m)=>s.value==="Check"?(a(),c("div",Uo,[M(k(Ne),{"model-value":!!t.modelValue,binary:"","input-id":t.inputId,disabled:t.readonly,"onUpdate:modelValue":m[0]||(m[0]=y=>o("update:modelValue",y?1:0))},null,8,["model-value","input-id","disabled"]),P(g.$slots,"check-label")])):s.value==="Select"?(a(),z(k(Bt),{key:1,id:t.inputId,"model-value":t.modelValue??"",options:O.value,"option-label":"label","option-value":"value",disabled:t.readonly,"aria-labelledby":t.labelledby,fluid:"","onUpdate:modelValue":m[1]||(m[1]=y=>o("update:modelValue",y))},null,8,["id","model-value","options","disabled","aria-labelledby"])):s.value==="Link"?(a(),z(it,{key:2,"model-value":t.modelValue,target:t.field.options??"","input-id":t.inputId,disabled:t.readonly,"onUpdate:modelValue":m[2]||(m[2]=y=>o("update:modelValue",y))},null,8,["model-value","target","input-id","disabled"])):s.value==="Dynamic Link"?(a(),z(it,{key:3,"model-value":t.modelValue,target:b.value,"input-id":t.inputId,disabled:t.readonly,"onUpdate:modelValue":m[3]||(m[3]=y=>o("update:modelValue",y))},null,8,["model-value","target","input-id","disabled"])):k(vi).has(s.value)?(a(),z(k(Q),{key:4,id:t.inputId,type:"number",step:s.value==="Int"||s.value==="Rating"?"1":"any","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":m[4]||(m[4]=y=>h(String(y??"")))},null,8,["id","step","model-value","readonly"])):s.value==="Date"?(a(),z(k(Q),{key:5,id:t.inputId,type:"date","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":m[5]||(m[5]=y=>o("update:modelValue",y||null))},null,8,["id","model-value","readonly"])):s.value==="Datetime"?(a(),z(k(Q),{key:6,id:t.inputId,type:"datetime-local",step:"1","model-value":x.value,readonly:t.readonly,"onUpdate:modelValue":m[6]||(m[6]=y=>p(String(y??"")))},null,8,["id","model-value","readonly"])):s.value==="Time"?(a(),z(k(Q),{key:7,id:t.inputId,type:"time",step:"1","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":m[7]||(m[7]=y=>o("update:modelValue",y||null))},null,8,["id","model-value","readonly"])):k(d).has(s.value)?(a(),z(k(Ge),{key:8,id:t.inputId,"model-value":t.modelValue??"",readonly:t.readonly,rows:"4","auto-resize":"","onUpdate:modelValue":m[8]||(m[8]=y=>o("update:modelValue",y))},null,8,["id","model-value","readonly"])):s.value==="Attach"||s.value==="Attach Image"?(a(),c("div",No,[t.modelValue?(a(),c("p",Go,[u("a",{href:t.modelValue,target:"_blank",rel:"noopener"},$(String(t.modelValue).split("/").pop()),9,Wo)])):I("v-if",!0),t.readonly?I("v-if",!0):(a(),c("input",{key:1,id:t.inputId,type:"file",disabled:i.value,onChange:f},null,40,qo)),i.value?(a(),c("p",Jo,"Uploading…")):I("v-if",!0),r.value?(a(),c("p",Yo,$(r.value),1)):I("v-if",!0)])):s.value==="Password"?(a(),z(k(Q),{key:10,id:t.inputId,type:"password",autocomplete:"new-password","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":m[9]||(m[9]=y=>o("update:modelValue",y))},null,8,["id","model-value","readonly"])):s.value==="Color"?(a(),z(k(Q),{key:11,id:t.inputId,type:"text","model-value":t.modelValue??"",readonly:t.readonly,placeholder:"#rrggbb","onUpdate:modelValue":m[10]||(m[10]=y=>o("update:modelValue",y))},null,8,["id","model-value","readonly"])):(a(),z(k(Q),{key:12,id:t.inputId,"model-value":t.modelValue??"",readonly:t.readonly||s.value==="Read Only","onUpdate:modelValue":m[11]||(m[11]=y=>o("update:modelValue",y))},null,8,["id","model-value","readonly"]))}}),Zo={class:"table-wrap"},Xo=["id","aria-label"],Qo=["for","id"],_o={style:{"white-space":"nowrap"}},el={key:0},tl=["colspan"],nl={key:0,class:"grid"},il=["for"],ol=["for","id"],ll=Oe({__name:"ChildTable",props:{field:{},meta:{},rows:{},readonly:{type:Boolean}},emits:["update:rows"],setup(t,{emit:e}){const n=t,o=e,l=B(()=>ki(n.meta)),i=B(()=>n.meta.fields.filter(p=>!Ee.has(p.fieldtype)&&!ce.has(p.fieldtype)&&!p.hidden)),r=G(null),s=B(()=>`${n.field.fieldname}`);function d(){const p={doctype:n.meta.name};for(const h of n.meta.fields)h.default!==void 0&&h.default!==null&&h.default!==""&&(p[h.fieldname]=h.fieldtype==="Check"||h.fieldtype==="Int"?Number(h.default):h.default);return p}function O(p,h,f){o("update:rows",n.rows.map((g,m)=>m===p?{...g,[h]:f}:g))}function b(){o("update:rows",[...n.rows,d()])}function x(p){o("update:rows",n.rows.filter((h,f)=>f!==p))}return(p,h)=>(a(),c(D,null,[u("div",Zo,[u("table",{class:"plain",id:`table-${s.value}`,"aria-label":k(re)(t.field)},[u("thead",null,[u("tr",null,[h[2]||(h[2]=u("th",{scope:"col"},"#",-1)),(a(!0),c(D,null,q(l.value,f=>(a(),c("th",{key:f.fieldname,scope:"col"},$(k(re)(f)),1))),128)),h[3]||(h[3]=u("th",{scope:"col"},[u("span",{class:"sr-only"},"Row actions")],-1))])]),u("tbody",null,[(a(!0),c(D,null,q(t.rows,(f,g)=>(a(),c("tr",{key:f.name??`new-${g}`},[u("td",null,$(g+1),1),(a(!0),c(D,null,q(l.value,m=>(a(),c("td",{key:m.fieldname,style:{"min-width":"9rem"}},[u("label",{for:`${s.value}-${g}-${m.fieldname}`,class:"sr-only",id:`${s.value}-${g}-${m.fieldname}-label`},$(k(re)(m))+", row "+$(g+1),9,Qo),M(Ve,{field:m,"model-value":f[m.fieldname],"input-id":`${s.value}-${g}-${m.fieldname}`,labelledby:`${s.value}-${g}-${m.fieldname}-label`,readonly:t.readonly||!!m.read_only,doc:f,doctype:t.meta.name,"onUpdate:modelValue":y=>O(g,m.fieldname,y)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])]))),128)),u("td",_o,[M(k(U),{text:"",size:"small",label:"Edit","aria-label":`Edit row ${g+1}`,onClick:m=>r.value=g},null,8,["aria-label","onClick"]),t.readonly?I("v-if",!0):(a(),z(k(U),{key:0,text:"",size:"small",severity:"danger",label:"Remove","aria-label":`Remove row ${g+1}`,onClick:m=>x(g)},null,8,["aria-label","onClick"]))])]))),128)),t.rows.length===0?(a(),c("tr",el,[u("td",{colspan:l.value.length+2,class:"muted"},"No rows.",8,tl)])):I("v-if",!0)])],8,Xo)]),t.readonly?I("v-if",!0):(a(),z(k(U),{key:0,id:`add-row-${s.value}`,label:"Add row",size:"small",severity:"secondary",style:{"margin-top":".5rem"},onClick:b},null,8,["id"])),M(k(je),{visible:r.value!==null,modal:"",header:`${k(re)(t.field)}: row ${(r.value??0)+1}`,style:{width:"min(40rem, 95vw)"},"onUpdate:visible":h[1]||(h[1]=f=>{f||(r.value=null)})},{footer:R(()=>[M(k(U),{label:"Done",onClick:h[0]||(h[0]=f=>r.value=null)})]),default:R(()=>[r.value!==null&&t.rows[r.value]?(a(),c("div",nl,[(a(!0),c(D,null,q(i.value,f=>(a(),c("div",{key:f.fieldname,class:"field"},[f.fieldtype==="Check"?(a(),z(Ve,{key:0,field:f,"model-value":t.rows[r.value][f.fieldname],"input-id":`row-${s.value}-${f.fieldname}`,readonly:t.readonly||!!f.read_only,"onUpdate:modelValue":g=>O(r.value,f.fieldname,g)},{"check-label":R(()=>[u("label",{for:`row-${s.value}-${f.fieldname}`},$(k(re)(f)),9,il)]),_:2},1032,["field","model-value","input-id","readonly","onUpdate:modelValue"])):(a(),c(D,{key:1},[u("label",{for:`row-${s.value}-${f.fieldname}`,id:`row-${s.value}-${f.fieldname}-label`,class:_({reqd:f.reqd})},$(k(re)(f)),11,ol),M(Ve,{field:f,"model-value":t.rows[r.value][f.fieldname],"input-id":`row-${s.value}-${f.fieldname}`,labelledby:`row-${s.value}-${f.fieldname}-label`,readonly:t.readonly||!!f.read_only,doc:t.rows[r.value],doctype:t.meta.name,"onUpdate:modelValue":g=>O(r.value,f.fieldname,g)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64))]))),128))])):I("v-if",!0)]),_:1},8,["visible","header"])],64))}}),al={"aria-label":"Document details"},rl={class:"card","aria-labelledby":"att-heading"},sl={class:"timeline",id:"attachments"},dl=["href"],ul={key:0,class:"muted"},cl={class:"field",style:{"margin-top":".5rem"}},pl=["disabled"],fl={class:"card","aria-labelledby":"asg-heading"},hl={class:"timeline",id:"assignments"},ml={key:0,class:"muted"},bl={class:"field"},yl={class:"card","aria-labelledby":"cmt-heading"},vl={class:"field"},gl={class:"timeline",id:"comments"},wl={class:"muted"},kl={class:"card","aria-labelledby":"mail-heading"},Ol={class:"timeline",id:"communications"},Il={class:"muted"},Sl={class:"muted"},Cl={key:0,class:"muted"},xl={class:"card","aria-labelledby":"ver-heading"},Ll={class:"timeline",id:"versions"},$l={class:"muted"},Vl={style:{margin:".2rem 0 0","padding-left":"1rem"}},zl={key:0,class:"muted"},Ml=Oe({__name:"DocSidebar",props:{doctype:{},name:{},docinfo:{},doc:{}},emits:["changed"],setup(t,{emit:e}){const n=t,o=e,l=De(),i=rt(),r=G(""),s=G(""),d=G(!1),O=y=>String(y??"").replace(/<[^>]*>/g," ").replace(/&nbsp;/g," ").replace(/\s+/g," ").trim(),b=y=>String(y??"").slice(0,16),x=B(()=>(n.docinfo.versions??[]).map(y=>{let C={};try{C=typeof y.data=="string"?JSON.parse(y.data):y.data??{}}catch{C={}}const w=(C.changed??[]).map(([S,T,H])=>`${S}: ${O(T)||"(empty)"} → ${O(H)||"(empty)"}`);for(const[S,T]of C.added??[])w.push(`${S}: row added${T?.name,""}`);for(const[S]of C.removed??[])w.push(`${S}: row removed`);for(const[S,,,T]of C.row_changed??[])w.push(`${S}: row changed (${(T??[]).map(H=>H[0]).join(", ")})`);return w.length===0&&C.creation&&w.push("created"),{name:y.name,owner:y.owner,creation:y.creation,changes:w}}));async function p(y,C){d.value=!0;try{await y(),i.add({severity:"success",summary:C,life:2500}),o("changed")}catch(w){i.add({severity:"error",summary:"Not done",detail:w.message,life:8e3})}finally{d.value=!1}}const h=()=>{const y=r.value.trim();y&&p(async()=>{await l.api.call("frappe.desk.form.utils.add_comment",{reference_doctype:n.doctype,reference_name:n.name,content:y,comment_email:l.boot.user,comment_by:l.boot.user}),r.value=""},"Comment added")},f=()=>{s.value&&p(async()=>{await l.api.call("frappe.desk.form.assign_to.add",{doctype:n.doctype,name:n.name,assign_to:JSON.stringify([s.value])}),s.value=""},"Assigned")},g=y=>p(()=>l.api.call("frappe.desk.form.assign_to.remove",{doctype:n.doctype,name:n.name,assign_to:y}),"Assignment removed");async function m(y){const C=y.target,w=C.files?.[0];w&&(await p(()=>l.api.upload(w,{doctype:n.doctype,docname:n.name}),`Attached ${w.name}`),C.value="")}return(y,C)=>(a(),c("aside",al,[u("section",rl,[C[3]||(C[3]=u("h2",{id:"att-heading"},"Attachments",-1)),u("ul",sl,[(a(!0),c(D,null,q(t.docinfo.attachments,w=>(a(),c("li",{key:w.name},[u("a",{href:w.file_url,target:"_blank",rel:"noopener"},$(w.file_name||w.file_url),9,dl)]))),128)),t.docinfo.attachments?.length?I("v-if",!0):(a(),c("li",ul,"None yet."))]),u("div",cl,[C[2]||(C[2]=u("label",{for:"attach-file"},"Attach a file",-1)),u("input",{id:"attach-file",type:"file",disabled:d.value,onChange:m},null,40,pl)])]),u("section",fl,[C[5]||(C[5]=u("h2",{id:"asg-heading"},"Assigned to",-1)),u("ul",hl,[(a(!0),c(D,null,q(t.docinfo.assignments,w=>(a(),c("li",{key:w.name,class:"check",style:{"justify-content":"space-between"}},[u("span",null,$(w.owner),1),M(k(U),{text:"",size:"small",label:"Remove","aria-label":`Remove assignment of ${w.owner}`,onClick:S=>g(w.owner)},null,8,["aria-label","onClick"])]))),128)),t.docinfo.assignments?.length?I("v-if",!0):(a(),c("li",ml,"Nobody."))]),u("form",{style:{"margin-top":".5rem"},onSubmit:we(f,["prevent"])},[u("div",bl,[C[4]||(C[4]=u("label",{for:"assign-user"},"Assign to user",-1)),M(it,{modelValue:s.value,"onUpdate:modelValue":C[0]||(C[0]=w=>s.value=w),target:"User","input-id":"assign-user"},null,8,["modelValue"])]),M(k(U),{type:"submit",label:"Assign",size:"small",severity:"secondary",style:{"margin-top":".4rem"},disabled:d.value||!s.value},null,8,["disabled"])],32)]),u("section",yl,[C[8]||(C[8]=u("h2",{id:"cmt-heading"},"Comments",-1)),u("form",{onSubmit:we(h,["prevent"])},[u("div",vl,[C[6]||(C[6]=u("label",{for:"new-comment"},"Add a comment",-1)),M(k(Ge),{id:"new-comment",modelValue:r.value,"onUpdate:modelValue":C[1]||(C[1]=w=>r.value=w),rows:"3",fluid:""},null,8,["modelValue"])]),M(k(U),{id:"add-comment",type:"submit",label:"Comment",size:"small",style:{"margin-top":".4rem"},disabled:d.value||!r.value.trim()},null,8,["disabled"])],32),u("ul",gl,[(a(!0),c(D,null,q(t.docinfo.comments,w=>(a(),c("li",{key:w.name},[u("strong",null,$(w.owner),1),C[7]||(C[7]=ie()),u("span",wl,$(b(w.creation)),1),u("div",null,$(O(w.content)),1)]))),128))])]),u("section",kl,[C[10]||(C[10]=u("h2",{id:"mail-heading"},"Emails",-1)),u("ul",Ol,[(a(!0),c(D,null,q(t.docinfo.communications,w=>(a(),c("li",{key:w.name},[u("strong",null,$(w.subject||"(no subject)"),1),C[9]||(C[9]=ie()),u("span",Il,$(b(w.communication_date||w.creation)),1),u("div",Sl,[ie($(w.sender_full_name||w.sender)+" → "+$(w.recipients),1),w.delivery_status?(a(),c(D,{key:0},[ie(" · "+$(w.delivery_status),1)],64)):I("v-if",!0)]),u("div",null,$(O(w.content)),1)]))),128)),t.docinfo.communications?.length?I("v-if",!0):(a(),c("li",Cl,"None yet."))])]),u("section",xl,[C[11]||(C[11]=u("h2",{id:"ver-heading"},"Version history",-1)),u("ul",Ll,[(a(!0),c(D,null,q(x.value,w=>(a(),c("li",{key:w.name},[u("span",$l,$(b(w.creation))+" · "+$(w.owner),1),u("ul",Vl,[(a(!0),c(D,null,q(w.changes,(S,T)=>(a(),c("li",{key:T,style:{border:"0",padding:"0"}},$(S),1))),128))])]))),128)),x.value.length?I("v-if",!0):(a(),c("li",zl,"No changes recorded"+$("")+"."))])])]))}}),Tl={class:"field"},Al={class:"field"},Pl={class:"field"},Fl={class:"field"},Kl={class:"field"},Dl={class:"field check"},El=Oe({__name:"MailComposer",props:ut({doctype:{},name:{},subject:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:ut(["sent"],["update:visible"]),setup(t,{emit:e}){const n=t,o=e,l=fn(t,"visible"),i=De(),r=rt(),s=G(!1),d=hn({recipients:"",cc:"",bcc:"",subject:"",content:"",send_me_a_copy:!1});function O(){Object.assign(d,{recipients:"",cc:"",bcc:"",subject:n.subject,content:"",send_me_a_copy:!1})}async function b(){s.value=!0;try{const{message:x,messages:p}=await i.api.callWithMessages("frappe.core.doctype.communication.email.make",{...d,send_me_a_copy:d.send_me_a_copy?1:0,doctype:n.doctype,name:n.name,send_email:1}),h=String(x?.emails_not_sent_to??"");r.add({severity:"success",summary:"Email sent",detail:h?`Not sent to ${h}`:void 0,life:3e3});for(const f of p)r.add({severity:"warn",summary:"Message",detail:f,life:1e4});l.value=!1,o("sent")}catch(x){r.add({severity:"error",summary:"Not sent",detail:x.message,life:8e3})}finally{s.value=!1}}return(x,p)=>(a(),z(k(je),{visible:l.value,"onUpdate:visible":p[7]||(p[7]=h=>l.value=h),modal:"",header:"New Email",closable:!s.value,style:{width:"min(40rem, 95vw)"},onShow:O},{footer:R(()=>[M(k(U),{label:"Cancel",severity:"secondary",outlined:"",disabled:s.value,onClick:p[6]||(p[6]=h=>l.value=!1)},null,8,["disabled"]),M(k(U),{id:"mail-send",type:"submit",form:"mail-form",label:"Send",loading:s.value,disabled:s.value||!d.recipients.trim()||!d.subject.trim()},null,8,["loading","disabled"])]),default:R(()=>[u("form",{id:"mail-form",class:"mail-form",onSubmit:we(b,["prevent"])},[u("div",Tl,[p[8]||(p[8]=u("label",{for:"mail-to",class:"reqd"},"To",-1)),M(k(Q),{id:"mail-to",modelValue:d.recipients,"onUpdate:modelValue":p[0]||(p[0]=h=>d.recipients=h),placeholder:"Comma-separated addresses",autocomplete:"off",autofocus:"",fluid:""},null,8,["modelValue"])]),u("div",Al,[p[9]||(p[9]=u("label",{for:"mail-cc"},"CC",-1)),M(k(Q),{id:"mail-cc",modelValue:d.cc,"onUpdate:modelValue":p[1]||(p[1]=h=>d.cc=h),autocomplete:"off",fluid:""},null,8,["modelValue"])]),u("div",Pl,[p[10]||(p[10]=u("label",{for:"mail-bcc"},"BCC",-1)),M(k(Q),{id:"mail-bcc",modelValue:d.bcc,"onUpdate:modelValue":p[2]||(p[2]=h=>d.bcc=h),autocomplete:"off",fluid:""},null,8,["modelValue"])]),u("div",Fl,[p[11]||(p[11]=u("label",{for:"mail-subject",class:"reqd"},"Subject",-1)),M(k(Q),{id:"mail-subject",modelValue:d.subject,"onUpdate:modelValue":p[3]||(p[3]=h=>d.subject=h),autocomplete:"off",fluid:""},null,8,["modelValue"])]),u("div",Kl,[p[12]||(p[12]=u("label",{for:"mail-content"},"Message",-1)),M(k(Ge),{id:"mail-content",modelValue:d.content,"onUpdate:modelValue":p[4]||(p[4]=h=>d.content=h),rows:"8",fluid:""},null,8,["modelValue"])]),u("div",Dl,[M(k(Ne),{modelValue:d.send_me_a_copy,"onUpdate:modelValue":p[5]||(p[5]=h=>d.send_me_a_copy=h),"input-id":"mail-copy",binary:""},null,8,["modelValue"]),p[13]||(p[13]=u("label",{for:"mail-copy"},"Send me a copy",-1))])],32)]),_:1},8,["visible","closable"]))}}),Bl=new Set(["name","owner","creation","modified","modified_by","docstatus","idx","doctype","parent","parentfield","parenttype","_user_tags","_comments","_assign","_liked_by","_seen"]);function Rl(t){const e=[{label:"",fields:[]}];for(const n of t.fields)n.fieldtype==="Section Break"||n.fieldtype==="Tab Break"?e.push({label:n.label??"",fields:[]}):Ee.has(n.fieldtype)||e[e.length-1].fields.push(n);return e.filter(n=>n.fields.length>0)}function jl(t){const e={doctype:t.name,__islocal:1,docstatus:0};for(const n of t.fields)ce.has(n.fieldtype)?e[n.fieldname]=[]:n.default!==void 0&&n.default!==null&&n.default!==""&&!/^(Today|now|__user)$/i.test(n.default)?e[n.fieldname]=n.fieldtype==="Check"||n.fieldtype==="Int"?Number(n.default):n.default:n.fieldtype==="Check"&&(e[n.fieldname]=0);return e}function Ut(t,e){return t.map(n=>Object.fromEntries(Object.entries(n).filter(([o])=>e&&o==="name"||!Bl.has(o)&&!o.startsWith("__"))))}function Nt(t,e){const n={};e.name&&t.autoname==="prompt"&&(n.name=e.name);for(const o of t.fields){const l=e[o.fieldname];Ee.has(o.fieldtype)||l===void 0||l===null||l===""||(n[o.fieldname]=ce.has(o.fieldtype)?Ut(l,!1):l)}return e.amended_from&&(n.amended_from=e.amended_from),n}function Je(t,e,n){const o={};for(const l of t.fields){if(Ee.has(l.fieldtype))continue;const i=e[l.fieldname];JSON.stringify(i??null)!==JSON.stringify(n[l.fieldname]??null)&&(o[l.fieldname]=ce.has(l.fieldtype)?Ut(i??[],!0):i??null)}return Object.keys(o).length>0&&n.modified&&(o.modified=n.modified),o}function Hl(t,e){return{...Nt({...t,autoname:""},e),amended_from:e.name}}function vt(t,e){const n=t.fields??[];return!Number(t.is_submittable)||n.some(o=>o.fieldname==="amended_from")?t:{...t,fields:[...n,{doctype:"DocField",fieldname:"amended_from",fieldtype:"Link",label:"Amended From",options:e,read_only:1}]}}const Ul={Primary:"info",Info:"info",Success:"success",Warning:"warn",Danger:"danger",Inverse:"contrast"};function Nl(t,e,n,o){const l=G([]),i=B(()=>n.value?.__workflow_docs?.find(h=>h.doctype==="Workflow")??null),r=B(()=>i.value?o.value[i.value.workflow_state_field]??null:null),s=B(()=>{if(!r.value)return null;const h=n.value?.__workflow_docs?.find(f=>f.doctype==="Workflow State"&&f.name===r.value);return{label:r.value,severity:Ul[h?.style??""]??"secondary"}}),d=B(()=>{const h=i.value?.states?.find(f=>f.state===r.value);return!h||t.boot.roles.includes("Administrator")||t.boot.roles.includes(h.allow_edit)}),O=B(()=>{const h=i.value;if(!h)return!1;const f=new Set(h.states.filter(g=>String(g.doc_status)==="2").map(g=>g.state));return h.transitions.some(g=>f.has(g.next_state))});async function b(h){l.value=[],!(!i.value||!h||!r.value)&&(l.value=await t.api.call("frappe.model.workflow.get_transitions",{doc:{doctype:e(),name:h}}))}async function x(h,f){return t.api.call("frappe.model.workflow.apply_workflow",{doc:{doctype:e(),name:h},action:f})}const p=B(()=>[...new Set(l.value.map(h=>h.action))]);return{workflow:i,stateTag:s,editable:d,cancelsByAction:O,actions:p,loadTransitions:b,apply:x}}const Gl={class:"page-head"},Wl={id:"form-title"},ql={key:1,id:"workflow-actions",role:"group","aria-label":"Workflow actions",class:"actions"},Jl={key:0,style:{"margin-top":"-.5rem"}},Yl={key:2,class:"layout-form"},Zl={key:0,class:"card"},Xl={class:"field"},Ql=["aria-label"],_l={key:0},ea={class:"grid"},ta=["for"],na=["for","id"],ia={key:3,class:"desc"},oa={class:"field",style:{"margin-bottom":".75rem"}},la={class:"field check"},aa={for:"rename-merge"},ra={class:"label"},sa=["id"],ca=Oe({__name:"FormView",props:{doctype:{},name:{}},setup(t){const e=t,n=De(),o=vn(),l=rt(),i=mn(),r=G(null),s=G({}),d=G({}),O=G({}),b=G(null),x=G(""),p=G(!1),h=G(null),f=B(()=>e.name===null),g=Nl(n,()=>e.doctype,r,d),{workflow:m,stateTag:y,cancelsByAction:C,actions:w}=g,S=B(()=>!!r.value?.issingle),T=B(()=>Number(d.value.docstatus??0)),H=B(()=>r.value?Oi(r.value,n.boot.roles):{read:new Set,write:new Set}),A=B(()=>{if(b.value?.permissions)return b.value.permissions;const L=new Set(n.boot.roles),V=(r.value?.permissions??[]).filter(F=>L.has(F.role)&&!(F.permlevel??0)),j=F=>L.has("Administrator")||V.some(ye=>ye[F])?1:0;return{read:j("read"),write:j("write"),create:j("create"),delete:j("delete"),submit:j("submit"),cancel:j("cancel"),amend:j("amend")}}),E=B(()=>f.value?!!A.value.create:!!A.value.write),Y=B(()=>r.value?f.value||Object.keys(Je(r.value,d.value,O.value)).length>0:!1),ne=B(()=>r.value?Rl(r.value):[]),N=B(()=>{if(f.value)return`New ${e.doctype}`;const L=r.value?.title_field?d.value[r.value.title_field]:"";return S.value?e.doctype:String(L||e.name)}),X=B(()=>f.value?{label:"Not Saved",severity:"warn"}:T.value===1?{label:"Submitted",severity:"info"}:T.value===2?{label:"Cancelled",severity:"danger"}:Y.value?{label:"Not Saved",severity:"warn"}:r.value?.is_submittable?{label:"Draft",severity:"secondary"}:null);function pe(L){return!L.hidden&&H.value.read.has(L.permlevel??0)}function de(L){return L.read_only||!E.value||!H.value.write.has(L.permlevel??0)||!f.value&&!g.editable.value||T.value===2?!0:T.value===1&&!L.allow_on_submit}const J=L=>`field-${L.fieldname}`;function ae(L){l.add({severity:"error",summary:"Not done",detail:L.message,life:8e3})}async function te(){x.value="";try{const L=await n.meta(e.doctype),V={};for(const F of L.fields)ce.has(F.fieldtype)&&F.options&&(V[F.fieldname]=await n.meta(F.options));if(f.value){r.value=L,s.value=V,d.value=jl(L),O.value={},b.value=null;return}const j=await n.api.call("frappe.desk.form.load.getdoc",{doctype:e.doctype,name:e.name},"GET");r.value=L,s.value=V,d.value=structuredClone(j.docs[0]),O.value=structuredClone(j.docs[0]),b.value=j.docinfo,await g.loadTransitions(e.name)}catch(L){x.value=L.message}}function We(L,V){const j=L.client_secret;e.doctype==="OAuth Client"&&typeof j=="string"&&j&&!/^\*+$/.test(j)?h.value={title:"Client secret (shown once)",items:[["client_id",String(L.client_id??L.name)],["client_secret",j]],then:V}:V()}async function be(){if(r.value){p.value=!0;try{if(f.value){const V=Nt(r.value,d.value),j=await n.api.insert(e.doctype,e.doctype==="DocType"?vt(V,String(d.value.name??"")):V);e.doctype==="DocType"&&n.forgetMeta(j.name),l.add({severity:"success",summary:"Saved",detail:`${e.doctype} ${j.name} created`,life:3e3}),We(j,()=>o.replace(xe.form(e.doctype,j.name)));return}let L=Je(r.value,d.value,O.value);if(Object.keys(L).length===0)return;if(e.doctype==="DocType"&&Number(d.value.is_submittable)){const V=vt({is_submittable:1,fields:d.value.fields},String(e.name));V.fields!==d.value.fields&&(L={...L,fields:Je(r.value,{fields:V.fields},{fields:[]}).fields})}await n.api.update(e.doctype,String(e.name),L),e.doctype==="DocType"&&n.forgetMeta(String(e.name)),l.add({severity:"success",summary:"Saved",life:3e3}),await te()}catch(L){ae(L)}finally{p.value=!1}}}function fe(L,V){i.require({message:L,header:"Please confirm",rejectProps:{label:"No",severity:"secondary",outlined:!0},acceptProps:{label:"Yes"},accept:V})}async function he(L){p.value=!0;try{await L()}catch(V){ae(V)}finally{p.value=!1}}const Gt=()=>fe(`Submit ${e.name}? A submitted document can no longer be edited.`,()=>he(async()=>{await n.api.call("frappe.client.submit",{doc:{...O.value,doctype:e.doctype}}),l.add({severity:"success",summary:"Submitted",life:3e3}),await te()})),Wt=()=>fe(`Cancel ${e.name}?`,()=>he(async()=>{await n.api.call("frappe.client.cancel",{doctype:e.doctype,name:e.name}),l.add({severity:"success",summary:"Cancelled",life:3e3}),await te()})),qt=L=>he(async()=>{const V=await g.apply(String(e.name),L);l.add({severity:"success",summary:L,detail:`${e.doctype} ${e.name} is ${V[m.value.workflow_state_field]}`,life:3e3}),await te()}),Jt=()=>he(async()=>{const L=await n.api.insert(e.doctype,Hl(r.value,d.value));await o.push(xe.form(e.doctype,L.name))}),Yt=()=>fe(`Delete ${e.doctype} ${e.name}? This cannot be undone.`,()=>he(async()=>{await n.api.remove(e.doctype,String(e.name)),l.add({severity:"success",summary:"Deleted",life:3e3}),await o.push(xe.list(e.doctype))})),ee=G(null),Zt=B(()=>!!r.value&&!f.value&&gi(r.value)&&!!A.value.write);function Xt(){ee.value={name:String(e.name),merge:!1}}const Qt=()=>he(async()=>{const L=ee.value,V=await n.api.call("frappe.model.rename_doc.update_document_title",{doctype:e.doctype,docname:e.name,name:L.name.trim(),merge:L.merge?1:0});ee.value=null,l.add({severity:"success",summary:L.merge?"Merged":"Renamed",detail:`${e.doctype} ${V}`,life:3e3}),await o.replace(xe.form(e.doctype,String(V)))}),_t=()=>fe(`Generate new API keys for ${e.name}? Keys issued before stop working.`,()=>he(async()=>{const L=await n.api.call("frappe.core.doctype.user.user.generate_keys",{user:e.name});h.value={title:"API keys (the secret is shown once)",items:[["api_key",L.api_key],["api_secret",L.api_secret]],then:()=>{te()}}})),qe=G(!1);function en(){const L=h.value?.then;h.value=null,L?.()}return bn(te),(L,V)=>{const j=W("RouterLink");return a(),c(D,null,[u("div",Gl,[u("h1",Wl,$(N.value),1),X.value?(a(),z(k(tt),{key:0,value:X.value.label,severity:X.value.severity,id:"doc-status"},null,8,["value","severity"])):I("v-if",!0),k(y)&&!f.value?(a(),z(k(tt),{key:1,value:k(y).label,severity:k(y).severity,id:"workflow-state"},null,8,["value","severity"])):I("v-if",!0),r.value?(a(),c(D,{key:2},[E.value&&T.value===0||T.value===1&&Y.value&&E.value?(a(),z(k(U),{key:0,id:"save",label:"Save",loading:p.value,disabled:p.value||!Y.value,onClick:be},null,8,["loading","disabled"])):I("v-if",!0),k(w).length&&!Y.value?(a(),c("span",ql,[(a(!0),c(D,null,q(k(w),F=>(a(),z(k(U),{key:F,label:F,"data-action":F,disabled:p.value,onClick:ye=>qt(F)},null,8,["label","data-action","disabled","onClick"]))),128))])):I("v-if",!0),r.value.is_submittable&&!k(m)&&!f.value&&T.value===0&&A.value.submit&&!Y.value?(a(),z(k(U),{key:2,id:"submit",label:"Submit",disabled:p.value,onClick:Gt},null,8,["disabled"])):I("v-if",!0),r.value.is_submittable&&T.value===1&&A.value.cancel&&!k(C)?(a(),z(k(U),{key:3,id:"cancel",label:"Cancel",severity:"warn",disabled:p.value,onClick:Wt},null,8,["disabled"])):I("v-if",!0),r.value.is_submittable&&T.value===2&&A.value.amend?(a(),z(k(U),{key:4,id:"amend",label:"Amend",disabled:p.value,onClick:Jt},null,8,["disabled"])):I("v-if",!0),Zt.value?(a(),z(k(U),{key:5,id:"rename",label:"Rename",severity:"secondary",outlined:"",disabled:p.value||Y.value,onClick:Xt},null,8,["disabled"])):I("v-if",!0),t.doctype==="User"&&!f.value&&A.value.write?(a(),z(k(U),{key:6,id:"generate-keys",label:"Generate API keys",severity:"secondary",outlined:"",disabled:p.value,onClick:_t},null,8,["disabled"])):I("v-if",!0),!f.value&&!S.value&&A.value.email?(a(),z(k(U),{key:7,id:"new-email",label:"New Email",severity:"secondary",outlined:"",disabled:p.value,onClick:V[0]||(V[0]=F=>qe.value=!0)},null,8,["disabled"])):I("v-if",!0),!f.value&&!S.value&&A.value.delete&&T.value!==1?(a(),z(k(U),{key:8,id:"delete",label:"Delete",severity:"danger",outlined:"",disabled:p.value,onClick:Yt},null,8,["disabled"])):I("v-if",!0)],64)):I("v-if",!0)]),S.value?I("v-if",!0):(a(),c("p",Jl,[M(j,{to:k(xe).list(t.doctype)},{default:R(()=>[ie("← "+$(t.doctype)+" list",1)]),_:1},8,["to"])])),x.value?(a(),z(k(yn),{key:1,severity:"error",closable:!1},{default:R(()=>[ie($(x.value),1)]),_:1})):I("v-if",!0),r.value&&!x.value?(a(),c("div",Yl,[u("form",{id:"doc-form","aria-labelledby":"form-title",onSubmit:we(be,["prevent"])},[f.value&&r.value.autoname==="prompt"?(a(),c("section",Zl,[u("div",Xl,[V[7]||(V[7]=u("label",{for:"field-__name",class:"reqd"},"Name",-1)),M(k(Q),{id:"field-__name",modelValue:d.value.name,"onUpdate:modelValue":V[1]||(V[1]=F=>d.value.name=F),autocomplete:"off"},null,8,["modelValue"])])])):I("v-if",!0),(a(!0),c(D,null,q(ne.value,(F,ye)=>(a(),c("section",{key:ye,class:"card","aria-label":F.label||void 0},[F.label?(a(),c("h2",_l,$(F.label),1)):I("v-if",!0),u("div",ea,[(a(!0),c(D,null,q(F.fields,K=>(a(),c(D,{key:K.fieldname},[pe(K)?(a(),c("div",{key:0,class:_(["field",{wide:k(ce).has(K.fieldtype)||["Text","Long Text","Text Editor","Code","JSON"].includes(K.fieldtype)}])},[k(ce).has(K.fieldtype)?(a(),c(D,{key:0},[u("span",{class:_(["label",{reqd:K.reqd}])},$(k(re)(K)),3),s.value[K.fieldname]?(a(),z(ll,{key:0,field:K,meta:s.value[K.fieldname],rows:d.value[K.fieldname]??[],readonly:de(K),"onUpdate:rows":Ie=>d.value[K.fieldname]=Ie},null,8,["field","meta","rows","readonly","onUpdate:rows"])):I("v-if",!0)],64)):K.fieldtype==="Check"?(a(),z(Ve,{key:1,field:K,modelValue:d.value[K.fieldname],"onUpdate:modelValue":Ie=>d.value[K.fieldname]=Ie,"input-id":J(K),readonly:de(K)},{"check-label":R(()=>[u("label",{for:J(K)},$(k(re)(K)),9,ta)]),_:2},1032,["field","modelValue","onUpdate:modelValue","input-id","readonly"])):(a(),c(D,{key:2},[u("label",{for:J(K),id:`${J(K)}-label`,class:_({reqd:K.reqd})},$(k(re)(K)),11,na),M(Ve,{field:K,modelValue:d.value[K.fieldname],"onUpdate:modelValue":Ie=>d.value[K.fieldname]=Ie,"input-id":J(K),labelledby:`${J(K)}-label`,readonly:de(K),doc:d.value,doctype:t.doctype},null,8,["field","modelValue","onUpdate:modelValue","input-id","labelledby","readonly","doc","doctype"])],64)),K.description?(a(),c("p",ia,$(K.description),1)):I("v-if",!0)],2)):I("v-if",!0)],64))),128))])],8,Ql))),128)),V[8]||(V[8]=u("button",{type:"submit",hidden:"","aria-hidden":"true",tabindex:"-1"},null,-1))],32),!f.value&&b.value?(a(),z(Ml,{key:0,doctype:t.doctype,name:String(t.name),docinfo:b.value,doc:d.value,onChanged:te},null,8,["doctype","name","docinfo","doc"])):I("v-if",!0)])):I("v-if",!0),!f.value&&!S.value?(a(),z(El,{key:3,visible:qe.value,"onUpdate:visible":V[2]||(V[2]=F=>qe.value=F),doctype:t.doctype,name:String(t.name),subject:N.value,onSent:te},null,8,["visible","doctype","name","subject"])):I("v-if",!0),M(k(je),{visible:!!ee.value,modal:"",header:`Rename ${t.doctype} ${t.name}`,closable:!p.value,style:{width:"min(32rem, 95vw)"},"onUpdate:visible":V[6]||(V[6]=F=>{F||(ee.value=null)})},{footer:R(()=>[M(k(U),{label:"Cancel",severity:"secondary",outlined:"",disabled:p.value,onClick:V[5]||(V[5]=F=>ee.value=null)},null,8,["disabled"]),M(k(U),{id:"rename-submit",type:"submit",form:"rename-form",label:ee.value?.merge?"Merge":"Rename",loading:p.value,disabled:p.value||!ee.value?.name.trim()||ee.value?.name.trim()===t.name},null,8,["label","loading","disabled"])]),default:R(()=>[ee.value?(a(),c("form",{key:0,id:"rename-form",onSubmit:we(Qt,["prevent"])},[u("div",oa,[V[9]||(V[9]=u("label",{for:"rename-name",class:"reqd"},"New name",-1)),M(k(Q),{id:"rename-name",modelValue:ee.value.name,"onUpdate:modelValue":V[3]||(V[3]=F=>ee.value.name=F),autocomplete:"off",autofocus:""},null,8,["modelValue"])]),u("div",la,[M(k(Ne),{modelValue:ee.value.merge,"onUpdate:modelValue":V[4]||(V[4]=F=>ee.value.merge=F),"input-id":"rename-merge",binary:""},null,8,["modelValue"]),u("label",aa,"Merge with an existing "+$(t.doctype)+" of that name",1)])],32)):I("v-if",!0)]),_:1},8,["visible","header","closable"]),M(k(je),{visible:!!h.value,modal:"",header:h.value?.title,closable:!1,style:{width:"min(36rem, 95vw)"}},{footer:R(()=>[M(k(U),{id:"secret-done",label:"I have copied it",autofocus:"",onClick:en})]),default:R(()=>[V[10]||(V[10]=u("p",null,"Copy it now: svc will not show it again.",-1)),(a(!0),c(D,null,q(h.value?.items??[],([F,ye])=>(a(),c("div",{key:F,class:"field",style:{"margin-bottom":".75rem"}},[u("span",ra,$(F),1),u("div",{class:"secret",id:`secret-${F}`},$(ye),9,sa)]))),128))]),_:1},8,["visible","header"])],64)}}});export{ua as S,ca as _,ki as a,re as l,Bt as s};
