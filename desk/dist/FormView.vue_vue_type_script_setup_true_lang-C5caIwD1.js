import{s as je,o as a,c,a as u,m as b,B as re,v as Pe,j as T,T as nt,U as it,V as Be,W as ke,X as Ie,r as q,F as D,C as J,k as C,h as M,Y as yt,b as vt,Z as gt,d as Q,R as wt,e as He,f as le,g as se,$ as Yt,a0 as xe,a1 as ot,a2 as Zt,a3 as Z,a4 as Ot,a5 as kt,a6 as It,a7 as St,a8 as Ct,a9 as he,aa as xt,ab as Lt,ac as Xt,ad as Qt,ae as _t,af as en,ag as oe,x as $t,D as ie,w as L,q as z,t as me,i as _,A as B,ah as Vt,E as tn,z as zt,y as Mt,I as be,ai as nn,aj as on,l as ln,n as an,G as ve,N as Fe,H as S,J as W,K as G,L as U,ak as Re,al as lt,am as rn,an as st,ao as sn,ap as dn,O as un,P as Se,Q as cn,S as pn}from"./index-DRjIVxU_.js";var Tt={name:"BlankIcon",extends:je};function fn(t){return yn(t)||bn(t)||mn(t)||hn()}function hn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function mn(t,e){if(t){if(typeof t=="string")return Je(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Je(t,e):void 0}}function bn(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function yn(t){if(Array.isArray(t))return Je(t)}function Je(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function vn(t,e,n,o,l,i){return a(),c("svg",b({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),fn(e[0]||(e[0]=[u("rect",{width:"1",height:"1",fill:"currentColor","fill-opacity":"0"},null,-1)])),16)}Tt.render=vn;var at={name:"ChevronDownIcon",extends:je};function gn(t){return In(t)||kn(t)||On(t)||wn()}function wn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function On(t,e){if(t){if(typeof t=="string")return Ye(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Ye(t,e):void 0}}function kn(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function In(t){if(Array.isArray(t))return Ye(t)}function Ye(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function Sn(t,e,n,o,l,i){return a(),c("svg",b({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),gn(e[0]||(e[0]=[u("path",{d:"M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z",fill:"currentColor"},null,-1)])),16)}at.render=Sn;var At={name:"SearchIcon",extends:je};function Cn(t){return Vn(t)||$n(t)||Ln(t)||xn()}function xn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ln(t,e){if(t){if(typeof t=="string")return Ze(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Ze(t,e):void 0}}function $n(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Vn(t){if(Array.isArray(t))return Ze(t)}function Ze(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function zn(t,e,n,o,l,i){return a(),c("svg",b({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),Cn(e[0]||(e[0]=[u("path",{"fill-rule":"evenodd","clip-rule":"evenodd",d:"M2.67602 11.0265C3.6661 11.688 4.83011 12.0411 6.02086 12.0411C6.81149 12.0411 7.59438 11.8854 8.32483 11.5828C8.87005 11.357 9.37808 11.0526 9.83317 10.6803L12.9769 13.8241C13.0323 13.8801 13.0983 13.9245 13.171 13.9548C13.2438 13.985 13.3219 14.0003 13.4007 14C13.4795 14.0003 13.5575 13.985 13.6303 13.9548C13.7031 13.9245 13.7691 13.8801 13.8244 13.8241C13.9367 13.7116 13.9998 13.5592 13.9998 13.4003C13.9998 13.2414 13.9367 13.089 13.8244 12.9765L10.6807 9.8328C11.053 9.37773 11.3573 8.86972 11.5831 8.32452C11.8857 7.59408 12.0414 6.81119 12.0414 6.02056C12.0414 4.8298 11.6883 3.66579 11.0268 2.67572C10.3652 1.68564 9.42494 0.913972 8.32483 0.45829C7.22472 0.00260857 6.01418 -0.116618 4.84631 0.115686C3.67844 0.34799 2.60568 0.921393 1.76369 1.76338C0.921698 2.60537 0.348296 3.67813 0.115991 4.84601C-0.116313 6.01388 0.00291375 7.22441 0.458595 8.32452C0.914277 9.42464 1.68595 10.3649 2.67602 11.0265ZM3.35565 2.0158C4.14456 1.48867 5.07206 1.20731 6.02086 1.20731C7.29317 1.20731 8.51338 1.71274 9.41304 2.6124C10.3127 3.51206 10.8181 4.73226 10.8181 6.00457C10.8181 6.95337 10.5368 7.88088 10.0096 8.66978C9.48251 9.45868 8.73328 10.0736 7.85669 10.4367C6.98011 10.7997 6.01554 10.8947 5.08496 10.7096C4.15439 10.5245 3.2996 10.0676 2.62869 9.39674C1.95778 8.72583 1.50089 7.87104 1.31579 6.94046C1.13068 6.00989 1.22568 5.04532 1.58878 4.16874C1.95187 3.29215 2.56675 2.54292 3.35565 2.0158Z",fill:"currentColor"},null,-1)])),16)}At.render=zn;var Mn=`
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
`,Tn={root:"p-iconfield"},An=re.extend({name:"iconfield",style:Mn,classes:Tn}),Pn={name:"BaseIconField",extends:Pe,style:An,provide:function(){return{$pcIconField:this,$parentInstance:this}}},Pt={name:"IconField",extends:Pn,inheritAttrs:!1};function Fn(t,e,n,o,l,i){return a(),c("div",b({class:t.cx("root")},t.ptmi("root")),[T(t.$slots,"default")],16)}Pt.render=Fn;var Kn={root:"p-inputicon"},Dn=re.extend({name:"inputicon",classes:Kn}),En={name:"BaseInputIcon",extends:Pe,style:Dn,props:{class:null},provide:function(){return{$pcInputIcon:this,$parentInstance:this}}},Ft={name:"InputIcon",extends:En,inheritAttrs:!1,computed:{containerClass:function(){return[this.cx("root"),this.class]}}};function Bn(t,e,n,o,l,i){return a(),c("span",b({class:i.containerClass},t.ptmi("root"),{"aria-hidden":"true"}),[T(t.$slots,"default")],16)}Ft.render=Bn;var Rn=`
    .p-virtualscroller-loader {
        background: dt('virtualscroller.loader.mask.background');
        color: dt('virtualscroller.loader.mask.color');
    }

    .p-virtualscroller-loading-icon {
        font-size: dt('virtualscroller.loader.icon.size');
        width: dt('virtualscroller.loader.icon.size');
        height: dt('virtualscroller.loader.icon.size');
    }
`,jn=`
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
`,dt=re.extend({name:"virtualscroller",css:jn,style:Rn}),Hn={name:"BaseVirtualScroller",extends:Pe,props:{id:{type:String,default:null},style:null,class:null,items:{type:Array,default:null},itemSize:{type:[Number,Array],default:0},scrollHeight:null,scrollWidth:null,orientation:{type:String,default:"vertical"},numToleratedItems:{type:Number,default:null},delay:{type:Number,default:0},resizeDelay:{type:Number,default:10},lazy:{type:Boolean,default:!1},disabled:{type:Boolean,default:!1},loaderDisabled:{type:Boolean,default:!1},columns:{type:Array,default:null},loading:{type:Boolean,default:!1},showSpacer:{type:Boolean,default:!0},showLoader:{type:Boolean,default:!1},tabindex:{type:Number,default:0},inline:{type:Boolean,default:!1},step:{type:Number,default:0},appendOnly:{type:Boolean,default:!1},autoSize:{type:Boolean,default:!1}},style:dt,provide:function(){return{$pcVirtualScroller:this,$parentInstance:this}},beforeMount:function(){var e;dt.loadCSS({nonce:(e=this.$primevueConfig)===null||e===void 0||(e=e.csp)===null||e===void 0?void 0:e.nonce})}};function $e(t){"@babel/helpers - typeof";return $e=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},$e(t)}function ut(t,e){var n=Object.keys(t);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(t);e&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(t,l).enumerable})),n.push.apply(n,o)}return n}function Ce(t){for(var e=1;e<arguments.length;e++){var n=arguments[e]!=null?arguments[e]:{};e%2?ut(Object(n),!0).forEach(function(o){Kt(t,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(t,Object.getOwnPropertyDescriptors(n)):ut(Object(n)).forEach(function(o){Object.defineProperty(t,o,Object.getOwnPropertyDescriptor(n,o))})}return t}function Kt(t,e,n){return(e=Un(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Un(t){var e=Nn(t,"string");return $e(e)=="symbol"?e:e+""}function Nn(t,e){if($e(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if($e(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var rt={name:"VirtualScroller",extends:Hn,inheritAttrs:!1,emits:["update:numToleratedItems","scroll","scroll-index-change","lazy-load"],data:function(){var e=this.isBoth();return{first:e?{rows:0,cols:0}:0,last:e?{rows:0,cols:0}:0,page:e?{rows:0,cols:0}:0,numItemsInViewport:e?{rows:0,cols:0}:0,lastScrollPos:e?{top:0,left:0}:0,d_numToleratedItems:this.numToleratedItems,d_loading:this.loading,loaderArr:[],spacerStyle:{},contentStyle:{}}},element:null,content:null,lastScrollPos:null,scrollTimeout:null,resizeTimeout:null,defaultWidth:0,defaultHeight:0,defaultContentWidth:0,defaultContentHeight:0,isRangeChanged:!1,lazyLoadState:{},resizeListener:null,resizeObserver:null,initialized:!1,watch:{numToleratedItems:function(e){this.d_numToleratedItems=e},loading:function(e,n){this.lazy&&e!==n&&e!==this.d_loading&&(this.d_loading=e)},items:{handler:function(e,n){(!n||n.length!==(e||[]).length)&&(this.init(),this.calculateAutoSize())},deep:!0},itemSize:function(){this.init(),this.calculateAutoSize()},orientation:function(){this.lastScrollPos=this.isBoth()?{top:0,left:0}:0},scrollHeight:function(){this.init(),this.calculateAutoSize()},scrollWidth:function(){this.init(),this.calculateAutoSize()}},mounted:function(){this.viewInit(),this.lastScrollPos=this.isBoth()?{top:0,left:0}:0,this.lazyLoadState=this.lazyLoadState||{}},updated:function(){!this.initialized&&this.viewInit()},unmounted:function(){this.unbindResizeListener(),this.initialized=!1},methods:{viewInit:function(){Be(this.element)&&(this.setContentEl(this.content),this.init(),this.calculateAutoSize(),this.defaultWidth=ke(this.element),this.defaultHeight=Ie(this.element),this.defaultContentWidth=ke(this.content),this.defaultContentHeight=Ie(this.content),this.initialized=!0),this.element&&this.bindResizeListener()},init:function(){this.disabled||(this.setSize(),this.calculateOptions(),this.setSpacerSize())},isVertical:function(){return this.orientation==="vertical"},isHorizontal:function(){return this.orientation==="horizontal"},isBoth:function(){return this.orientation==="both"},scrollTo:function(e){this.element&&this.element.scrollTo(e)},scrollToIndex:function(e){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:"auto",l=this.isBoth(),i=this.isHorizontal(),r=l?e.every(function(A){return A>-1}):e>-1;if(r){var s=this.first,d=this.element,w=d.scrollTop,y=w===void 0?0:w,x=d.scrollLeft,p=x===void 0?0:x,m=this.calculateNumItems(),h=m.numToleratedItems,k=this.getContentPosition(),f=this.itemSize,v=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,ne=arguments.length>1?arguments[1]:void 0;return E<=ne?0:E},O=function(E,ne,Y){return E*ne+Y},g=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,ne=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.scrollTo({left:E,top:ne,behavior:o})},I=l?{rows:0,cols:0}:0,F=!1,j=!1;l?(I={rows:v(e[0],h[0]),cols:v(e[1],h[1])},g(O(I.cols,f[1],k.left),O(I.rows,f[0],k.top)),j=this.lastScrollPos.top!==y||this.lastScrollPos.left!==p,F=I.rows!==s.rows||I.cols!==s.cols):(I=v(e,h),i?g(O(I,f,k.left),y):g(p,O(I,f,k.top)),j=this.lastScrollPos!==(i?p:y),F=I!==s),this.isRangeChanged=F,j&&(this.first=I)}},scrollInView:function(e,n){var o=this,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:"auto";if(n){var i=this.isBoth(),r=this.isHorizontal(),s=i?e.every(function(f){return f>-1}):e>-1;if(s){var d=this.getRenderedRange(),w=d.first,y=d.viewport,x=function(){var v=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,O=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return o.scrollTo({left:v,top:O,behavior:l})},p=n==="to-start",m=n==="to-end";if(p){if(i)y.first.rows-w.rows>e[0]?x(y.first.cols*this.itemSize[1],(y.first.rows-1)*this.itemSize[0]):y.first.cols-w.cols>e[1]&&x((y.first.cols-1)*this.itemSize[1],y.first.rows*this.itemSize[0]);else if(y.first-w>e){var h=(y.first-1)*this.itemSize;r?x(h,0):x(0,h)}}else if(m){if(i)y.last.rows-w.rows<=e[0]+1?x(y.first.cols*this.itemSize[1],(y.first.rows+1)*this.itemSize[0]):y.last.cols-w.cols<=e[1]+1&&x((y.first.cols+1)*this.itemSize[1],y.first.rows*this.itemSize[0]);else if(y.last-w<=e+1){var k=(y.first+1)*this.itemSize;r?x(k,0):x(0,k)}}}}else this.scrollToIndex(e,l)},getRenderedRange:function(){var e=function(x,p){return Math.floor(x/(p||x))},n=this.first,o=0;if(this.element){var l=this.isBoth(),i=this.isHorizontal(),r=this.element,s=r.scrollTop,d=r.scrollLeft;if(l)n={rows:e(s,this.itemSize[0]),cols:e(d,this.itemSize[1])},o={rows:n.rows+this.numItemsInViewport.rows,cols:n.cols+this.numItemsInViewport.cols};else{var w=i?d:s;n=e(w,this.itemSize),o=n+this.numItemsInViewport}}return{first:this.first,last:this.last,viewport:{first:n,last:o}}},calculateNumItems:function(){var e=this.isBoth(),n=this.isHorizontal(),o=this.itemSize,l=this.getContentPosition(),i=this.element?this.element.offsetWidth-l.left:0,r=this.element?this.element.offsetHeight-l.top:0,s=function(p,m){return Math.ceil(p/(m||p))},d=function(p){return Math.ceil(p/2)},w=e?{rows:s(r,o[0]),cols:s(i,o[1])}:s(n?i:r,o),y=this.d_numToleratedItems||(e?[d(w.rows),d(w.cols)]:d(w));return{numItemsInViewport:w,numToleratedItems:y}},calculateOptions:function(){var e=this,n=this.isBoth(),o=this.first,l=this.calculateNumItems(),i=l.numItemsInViewport,r=l.numToleratedItems,s=function(y,x,p){var m=arguments.length>3&&arguments[3]!==void 0?arguments[3]:!1;return e.getLast(y+x+(y<p?2:3)*p,m)},d=n?{rows:s(o.rows,i.rows,r[0]),cols:s(o.cols,i.cols,r[1],!0)}:s(o,i,r);this.last=d,this.numItemsInViewport=i,this.d_numToleratedItems=r,this.$emit("update:numToleratedItems",this.d_numToleratedItems),this.showLoader&&(this.loaderArr=n?Array.from({length:i.rows}).map(function(){return Array.from({length:i.cols})}):Array.from({length:i})),this.lazy&&Promise.resolve().then(function(){var w;e.lazyLoadState={first:e.step?n?{rows:0,cols:o.cols}:0:o,last:Math.min(e.step?e.step:d,((w=e.items)===null||w===void 0?void 0:w.length)||0)},e.$emit("lazy-load",e.lazyLoadState)})},calculateAutoSize:function(){var e=this;this.autoSize&&!this.d_loading&&Promise.resolve().then(function(){if(e.content){var n=e.isBoth(),o=e.isHorizontal(),l=e.isVertical();e.content.style.minHeight=e.content.style.minWidth="auto",e.content.style.position="relative",e.element.style.contain="none";var i=[ke(e.element),Ie(e.element)],r=i[0],s=i[1];(n||o)&&(e.element.style.width=r<e.defaultWidth?r+"px":e.scrollWidth||e.defaultWidth+"px"),(n||l)&&(e.element.style.height=s<e.defaultHeight?s+"px":e.scrollHeight||e.defaultHeight+"px"),e.content.style.minHeight=e.content.style.minWidth="",e.content.style.position="",e.element.style.contain=""}})},getLast:function(){var e,n,o=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,l=arguments.length>1?arguments[1]:void 0;return this.items?Math.min(l?((e=this.columns||this.items[0])===null||e===void 0?void 0:e.length)||0:((n=this.items)===null||n===void 0?void 0:n.length)||0,o):0},getContentPosition:function(){if(this.content){var e=getComputedStyle(this.content),n=parseFloat(e.paddingLeft)+Math.max(parseFloat(e.left)||0,0),o=parseFloat(e.paddingRight)+Math.max(parseFloat(e.right)||0,0),l=parseFloat(e.paddingTop)+Math.max(parseFloat(e.top)||0,0),i=parseFloat(e.paddingBottom)+Math.max(parseFloat(e.bottom)||0,0);return{left:n,right:o,top:l,bottom:i,x:n+o,y:l+i}}return{left:0,right:0,top:0,bottom:0,x:0,y:0}},setSize:function(){var e=this;if(this.element){var n=this.isBoth(),o=this.isHorizontal(),l=this.element.parentElement,i=this.scrollWidth||"".concat(this.element.offsetWidth||l.offsetWidth,"px"),r=this.scrollHeight||"".concat(this.element.offsetHeight||l.offsetHeight,"px"),s=function(w,y){return e.element.style[w]=y};n||o?(s("height",r),s("width",i)):s("height",r)}},setSpacerSize:function(){var e=this,n=this.items;if(n){var o=this.isBoth(),l=this.isHorizontal(),i=this.getContentPosition(),r=function(d,w,y){var x=arguments.length>3&&arguments[3]!==void 0?arguments[3]:0;return e.spacerStyle=Ce(Ce({},e.spacerStyle),Kt({},"".concat(d),(w||[]).length*y+x+"px"))};o?(r("height",n,this.itemSize[0],i.y),r("width",this.columns||n[1],this.itemSize[1],i.x)):l?r("width",this.columns||n,this.itemSize,i.x):r("height",n,this.itemSize,i.y)}},setContentPosition:function(e){var n=this;if(this.content&&!this.appendOnly){var o=this.isBoth(),l=this.isHorizontal(),i=e?e.first:this.first,r=function(y,x){return y*x},s=function(){var y=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,x=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.contentStyle=Ce(Ce({},n.contentStyle),{transform:"translate3d(".concat(y,"px, ").concat(x,"px, 0)")})};if(o)s(r(i.cols,this.itemSize[1]),r(i.rows,this.itemSize[0]));else{var d=r(i,this.itemSize);l?s(d,0):s(0,d)}}},onScrollPositionChange:function(e){var n=this,o=e.target,l=this.isBoth(),i=this.isHorizontal(),r=this.getContentPosition(),s=function(H,N){return H?H>N?H-N:H:0},d=function(H,N){return Math.floor(H/(N||H))},w=function(H,N,ue,ce,X,ee){return H<=X?X:ee?ue-ce-X:N+X-1},y=function(H,N,ue,ce,X,ee,fe,Ge){if(H<=ee)return 0;var ge=Math.max(0,fe?H<N?ue:H-ee:H>N?ue:H-2*ee),De=n.getLast(ge,Ge);return ge>De?De-X:ge},x=function(H,N,ue,ce,X,ee){var fe=N+ce+2*X;return H>=X&&(fe+=X+1),n.getLast(fe,ee)},p=s(o.scrollTop,r.top),m=s(o.scrollLeft,r.left),h=l?{rows:0,cols:0}:0,k=this.last,f=!1,v=this.lastScrollPos;if(l){var O=this.lastScrollPos.top<=p,g=this.lastScrollPos.left<=m;if(!this.appendOnly||this.appendOnly&&(O||g)){var I={rows:d(p,this.itemSize[0]),cols:d(m,this.itemSize[1])},F={rows:w(I.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],O),cols:w(I.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],g)};h={rows:y(I.rows,F.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],O),cols:y(I.cols,F.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],g,!0)},k={rows:x(I.rows,h.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0]),cols:x(I.cols,h.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],!0)},f=h.rows!==this.first.rows||k.rows!==this.last.rows||h.cols!==this.first.cols||k.cols!==this.last.cols||this.isRangeChanged,v={top:p,left:m}}}else{var j=i?m:p,A=this.lastScrollPos<=j;if(!this.appendOnly||this.appendOnly&&A){var E=d(j,this.itemSize),ne=w(E,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,A);h=y(E,ne,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,A),k=x(E,h,this.last,this.numItemsInViewport,this.d_numToleratedItems),f=h!==this.first||k!==this.last||this.isRangeChanged,v=j}}return{first:h,last:k,isRangeChanged:f,scrollPos:v}},onScrollChange:function(e){var n=this.onScrollPositionChange(e),o=n.first,l=n.last,i=n.isRangeChanged,r=n.scrollPos;if(i){var s={first:o,last:l};if(this.setContentPosition(s),this.first=o,this.last=l,this.lastScrollPos=r,this.$emit("scroll-index-change",s),this.lazy&&this.isPageChanged(o)){var d,w,y={first:this.step?Math.min(this.getPageByFirst(o)*this.step,(((d=this.items)===null||d===void 0?void 0:d.length)||0)-this.step):o,last:Math.min(this.step?(this.getPageByFirst(o)+1)*this.step:l,((w=this.items)===null||w===void 0?void 0:w.length)||0)},x=this.lazyLoadState.first!==y.first||this.lazyLoadState.last!==y.last;x&&this.$emit("lazy-load",y),this.lazyLoadState=y}}},onScroll:function(e){var n=this;if(this.$emit("scroll",e),this.delay){if(this.scrollTimeout&&clearTimeout(this.scrollTimeout),this.isPageChanged()){if(!this.d_loading&&this.showLoader){var o=this.onScrollPositionChange(e),l=o.isRangeChanged,i=l||(this.step?this.isPageChanged():!1);i&&(this.d_loading=!0)}this.scrollTimeout=setTimeout(function(){n.onScrollChange(e),n.d_loading&&n.showLoader&&(!n.lazy||n.loading===void 0)&&(n.d_loading=!1,n.page=n.getPageByFirst())},this.delay)}}else this.onScrollChange(e)},onResize:function(){var e=this;this.resizeTimeout&&clearTimeout(this.resizeTimeout),this.resizeTimeout=setTimeout(function(){if(Be(e.element)){var n=e.isBoth(),o=e.isVertical(),l=e.isHorizontal(),i=[ke(e.element),Ie(e.element)],r=i[0],s=i[1],d=r!==e.defaultWidth,w=s!==e.defaultHeight,y=n?d||w:l?d:o?w:!1;y&&(e.d_numToleratedItems=e.numToleratedItems,e.defaultWidth=r,e.defaultHeight=s,e.defaultContentWidth=ke(e.content),e.defaultContentHeight=Ie(e.content),e.init())}},this.resizeDelay)},bindResizeListener:function(){var e=this;this.resizeListener||(this.resizeListener=this.onResize.bind(this),window.addEventListener("resize",this.resizeListener),window.addEventListener("orientationchange",this.resizeListener),this.resizeObserver=new ResizeObserver(function(){e.onResize()}),this.resizeObserver.observe(this.element))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),window.removeEventListener("orientationchange",this.resizeListener),this.resizeListener=null),this.resizeObserver&&(this.resizeObserver.disconnect(),this.resizeObserver=null)},getOptions:function(e){var n=(this.items||[]).length,o=this.isBoth()?this.first.rows+e:this.first+e;return{index:o,count:n,first:o===0,last:o===n-1,even:o%2===0,odd:o%2!==0}},getLoaderOptions:function(e,n){var o=this.loaderArr.length;return Ce({index:e,count:o,first:e===0,last:e===o-1,even:e%2===0,odd:e%2!==0},n)},getPageByFirst:function(e){return Math.floor(((e??this.first)+this.d_numToleratedItems*4)/(this.step||1))},isPageChanged:function(e){return this.step&&!this.lazy?this.page!==this.getPageByFirst(e??this.first):!0},setContentEl:function(e){this.content=e||this.content||it(this.element,'[data-pc-section="content"]')},elementRef:function(e){this.element=e},contentRef:function(e){this.content=e}},computed:{containerClass:function(){return["p-virtualscroller",this.class,{"p-virtualscroller-inline":this.inline,"p-virtualscroller-both p-both-scroll":this.isBoth(),"p-virtualscroller-horizontal p-horizontal-scroll":this.isHorizontal()}]},contentClass:function(){return["p-virtualscroller-content",{"p-virtualscroller-loading":this.d_loading}]},loaderClass:function(){return["p-virtualscroller-loader",{"p-virtualscroller-loader-mask":!this.$slots.loader}]},loadedItems:function(){var e=this;return this.items&&!this.d_loading?this.isBoth()?this.items.slice(this.appendOnly?0:this.first.rows,this.last.rows).map(function(n){return e.columns?n:n.slice(e.appendOnly?0:e.first.cols,e.last.cols)}):this.isHorizontal()&&this.columns?this.items:this.items.slice(this.appendOnly?0:this.first,this.last):[]},loadedRows:function(){return this.d_loading?this.loaderDisabled?this.loaderArr:[]:this.loadedItems},loadedColumns:function(){if(this.columns){var e=this.isBoth(),n=this.isHorizontal();if(e||n)return this.d_loading&&this.loaderDisabled?e?this.loaderArr[0]:this.loaderArr:this.columns.slice(e?this.first.cols:this.first,e?this.last.cols:this.last)}return this.columns}},components:{SpinnerIcon:nt}},Gn=["tabindex"];function qn(t,e,n,o,l,i){var r=q("SpinnerIcon");return t.disabled?(a(),c(D,{key:1},[T(t.$slots,"default"),T(t.$slots,"content",{items:t.items,rows:t.items,columns:i.loadedColumns})],64)):(a(),c("div",b({key:0,ref:i.elementRef,class:i.containerClass,tabindex:t.tabindex,style:t.style,onScroll:e[0]||(e[0]=function(){return i.onScroll&&i.onScroll.apply(i,arguments)})},t.ptmi("root")),[T(t.$slots,"content",{styleClass:i.contentClass,items:i.loadedItems,getItemOptions:i.getOptions,loading:l.d_loading,getLoaderOptions:i.getLoaderOptions,itemSize:t.itemSize,rows:i.loadedRows,columns:i.loadedColumns,contentRef:i.contentRef,spacerStyle:l.spacerStyle,contentStyle:l.contentStyle,vertical:i.isVertical(),horizontal:i.isHorizontal(),both:i.isBoth()},function(){return[u("div",b({ref:i.contentRef,class:i.contentClass,style:l.contentStyle},t.ptm("content")),[(a(!0),c(D,null,J(i.loadedItems,function(s,d){return T(t.$slots,"item",{key:d,item:s,options:i.getOptions(d)})}),128))],16)]}),t.showSpacer?(a(),c("div",b({key:0,class:"p-virtualscroller-spacer",style:l.spacerStyle},t.ptm("spacer")),null,16)):C("",!0),!t.loaderDisabled&&t.showLoader&&l.d_loading?(a(),c("div",b({key:1,class:i.loaderClass},t.ptm("loader")),[t.$slots&&t.$slots.loader?(a(!0),c(D,{key:0},J(l.loaderArr,function(s,d){return T(t.$slots,"loader",{key:d,options:i.getLoaderOptions(d,i.isBoth()&&{numCols:t.d_numItemsInViewport.cols})})}),128)):C("",!0),T(t.$slots,"loadingicon",{},function(){return[M(r,b({spin:"",class:"p-virtualscroller-loading-icon"},t.ptm("loadingIcon")),null,16)]})],16)):C("",!0)],16,Gn))}rt.render=qn;var Wn=`
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
`,Jn={root:function(e){var n=e.instance,o=e.props,l=e.state;return["p-select p-component p-inputwrapper",{"p-disabled":o.disabled,"p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-focus":l.focused,"p-inputwrapper-filled":n.$filled,"p-inputwrapper-focus":l.focused||l.overlayVisible,"p-select-open":l.overlayVisible,"p-select-fluid":n.$fluid,"p-select-sm p-inputfield-sm":o.size==="small","p-select-lg p-inputfield-lg":o.size==="large"}]},label:function(e){var n,o=e.instance,l=e.props;return["p-select-label",{"p-placeholder":!l.editable&&o.label===l.placeholder,"p-select-label-empty":!l.editable&&!o.$slots.value&&(o.label==="p-emptylabel"||((n=o.label)===null||n===void 0?void 0:n.length)===0)}]},clearIcon:"p-select-clear-icon",dropdown:"p-select-dropdown",loadingicon:"p-select-loading-icon",dropdownIcon:"p-select-dropdown-icon",overlay:"p-select-overlay p-component",header:"p-select-header",pcFilter:"p-select-filter",listContainer:"p-select-list-container",list:"p-select-list",optionGroup:"p-select-option-group",optionGroupLabel:"p-select-option-group-label",option:function(e){var n=e.instance,o=e.props,l=e.state,i=e.option,r=e.focusedOption;return["p-select-option",{"p-select-option-selected":n.isSelected(i)&&o.highlightOnSelect,"p-focus":l.focusedOptionIndex===r,"p-disabled":n.isOptionDisabled(i)}]},optionLabel:"p-select-option-label",optionCheckIcon:"p-select-option-check-icon",optionBlankIcon:"p-select-option-blank-icon",emptyMessage:"p-select-empty-message"},Yn=re.extend({name:"select",style:Wn,classes:Jn}),Zn={name:"BaseSelect",extends:He,props:{options:Array,optionLabel:[String,Function],optionValue:[String,Function],optionDisabled:[String,Function],optionGroupLabel:[String,Function],optionGroupChildren:[String,Function],scrollHeight:{type:String,default:"14rem"},filter:Boolean,filterPlaceholder:String,filterLocale:String,filterMatchMode:{type:String,default:"contains"},filterFields:{type:Array,default:null},editable:Boolean,placeholder:{type:String,default:null},dataKey:null,showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},labelId:{type:String,default:null},labelClass:{type:[String,Object],default:null},labelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},appendTo:{type:[String,Object],default:"body"},loading:{type:Boolean,default:!1},clearIcon:{type:String,default:void 0},dropdownIcon:{type:String,default:void 0},filterIcon:{type:String,default:void 0},loadingIcon:{type:String,default:void 0},resetFilterOnHide:{type:Boolean,default:!1},resetFilterOnClear:{type:Boolean,default:!1},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},autoFilterFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},highlightOnSelect:{type:Boolean,default:!0},checkmark:{type:Boolean,default:!1},filterMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptyFilterMessage:{type:String,default:null},emptyMessage:{type:String,default:null},tabindex:{type:Number,default:0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:Yn,provide:function(){return{$pcSelect:this,$parentInstance:this}}};function Ve(t){"@babel/helpers - typeof";return Ve=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Ve(t)}function Xn(t){return ti(t)||ei(t)||_n(t)||Qn()}function Qn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function _n(t,e){if(t){if(typeof t=="string")return Xe(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Xe(t,e):void 0}}function ei(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function ti(t){if(Array.isArray(t))return Xe(t)}function Xe(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function ct(t,e){var n=Object.keys(t);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(t);e&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(t,l).enumerable})),n.push.apply(n,o)}return n}function pt(t){for(var e=1;e<arguments.length;e++){var n=arguments[e]!=null?arguments[e]:{};e%2?ct(Object(n),!0).forEach(function(o){pe(t,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(t,Object.getOwnPropertyDescriptors(n)):ct(Object(n)).forEach(function(o){Object.defineProperty(t,o,Object.getOwnPropertyDescriptor(n,o))})}return t}function pe(t,e,n){return(e=ni(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function ni(t){var e=ii(t,"string");return Ve(e)=="symbol"?e:e+""}function ii(t,e){if(Ve(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Ve(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Dt={name:"Select",extends:Zn,inheritAttrs:!1,emits:["change","focus","blur","before-show","before-hide","show","hide","filter"],outsideClickListener:null,scrollHandler:null,resizeListener:null,labelClickListener:null,matchMediaOrientationListener:null,overlay:null,list:null,virtualScroller:null,searchTimeout:null,searchValue:null,isModelValueChanged:!1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,filterValue:null,overlayVisible:!1,queryOrientation:null}},watch:{modelValue:function(){this.isModelValueChanged=!0},options:function(){this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel(),this.bindLabelClickListener(),this.bindMatchMediaOrientationListener()},updated:function(){this.overlayVisible&&this.isModelValueChanged&&this.scrollInView(this.findSelectedOptionIndex()),this.isModelValueChanged=!1},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.unbindLabelClickListener(),this.unbindMatchMediaOrientationListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(he.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(e,n){return this.virtualScrollerDisabled?e:n&&n(e).index},getOptionLabel:function(e){return this.optionLabel?oe(e,this.optionLabel):e},getOptionValue:function(e){return this.optionValue?oe(e,this.optionValue):e},getOptionRenderKey:function(e,n){return(this.dataKey?oe(e,this.dataKey):this.getOptionLabel(e))+"_"+n},getPTItemOptions:function(e,n,o,l){return this.ptm(l,{context:{option:e,index:o,selected:this.isSelected(e),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(e)}})},isOptionDisabled:function(e){return this.optionDisabled?oe(e,this.optionDisabled):!1},isOptionGroup:function(e){return this.optionGroupLabel&&e.optionGroup&&e.group},getOptionGroupLabel:function(e){return oe(e,this.optionGroupLabel)},getOptionGroupChildren:function(e){return oe(e,this.optionGroupChildren)},getAriaPosInset:function(e){var n=this;return(this.optionGroupLabel?e-this.visibleOptions.slice(0,e).filter(function(o){return n.isOptionGroup(o)}).length:e)+1},show:function(e){this.$emit("before-show"),this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),e&&Z(this.$refs.focusInput)},hide:function(e){var n=this,o=function(){n.$emit("before-hide"),n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,n.searchValue="",n.resetFilterOnHide&&(n.filterValue=null),e&&Z(n.$refs.focusInput)};setTimeout(function(){o()},0)},onFocus:function(e){this.disabled||(this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",e))},onBlur:function(e){var n=this;setTimeout(function(){var o,l;n.focused=!1,n.focusedOptionIndex=-1,n.searchValue="",n.$emit("blur",e),(o=(l=n.formField).onBlur)===null||o===void 0||o.call(l,e)},100)},onKeyDown:function(e){var n=this;if(this.disabled){e.preventDefault();return}if(_t())switch(e.code){case"Backspace":this.onBackspaceKey(e,this.editable);break;case"Enter":case"NumpadDecimal":this.onEnterKey(e);break;default:e.preventDefault();return}var o=e.metaKey||e.ctrlKey;switch(e.code){case"ArrowDown":this.onArrowDownKey(e);break;case"ArrowUp":this.onArrowUpKey(e,this.editable);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(e,this.editable);break;case"Home":this.onHomeKey(e,this.editable);break;case"End":this.onEndKey(e,this.editable);break;case"PageDown":this.onPageDownKey(e);break;case"PageUp":this.onPageUpKey(e);break;case"Space":this.onSpaceKey(e,this.editable);break;case"Enter":case"NumpadEnter":this.onEnterKey(e);break;case"Escape":this.onEscapeKey(e);break;case"Tab":this.onTabKey(e);break;case"Backspace":this.onBackspaceKey(e,this.editable);break;case"ShiftLeft":case"ShiftRight":break;default:!o&&en(e.key)&&(!this.overlayVisible&&this.show(),!this.editable&&this.searchOptions(e,e.key),this.filter&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}));break}this.clicked=!1},onEditableInput:function(e){var n=e.target.value;this.searchValue="";var o=this.searchOptions(e,n);!o&&(this.focusedOptionIndex=-1),this.updateModel(e,n),!this.overlayVisible&&se(n)&&this.show()},onContainerClick:function(e){this.disabled||this.loading||e.target.tagName==="INPUT"||e.target.getAttribute("data-pc-section")==="clearicon"||e.target.closest('[data-pc-section="clearicon"]')||((!this.overlay||!this.overlay.contains(e.target))&&(this.overlayVisible?this.hide(!0):this.show(!0)),this.clicked=!0)},onClearClick:function(e){this.updateModel(e,null),this.resetFilterOnClear&&(this.filterValue=null)},onFirstHiddenFocus:function(e){var n=e.relatedTarget===this.$refs.focusInput?Qt(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onLastHiddenFocus:function(e){var n=e.relatedTarget===this.$refs.focusInput?Xt(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onOptionSelect:function(e,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0;if(this.overlayVisible){var l=this.getOptionValue(n);this.updateModel(e,l),o&&this.hide(!0)}},onOptionMouseMove:function(e,n){this.focusOnHover&&this.changeFocusedOptionIndex(e,n)},onFilterChange:function(e){var n=e.target.value;this.filterValue=n,this.focusedOptionIndex=-1,this.$emit("filter",{originalEvent:e,value:n}),!this.virtualScrollerDisabled&&this.virtualScroller.scrollToIndex(0)},onFilterKeyDown:function(e){if(!e.isComposing)switch(e.code){case"ArrowDown":this.onArrowDownKey(e);break;case"ArrowUp":this.onArrowUpKey(e,!0);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(e,!0);break;case"Home":this.onHomeKey(e,!0);break;case"End":this.onEndKey(e,!0);break;case"Enter":case"NumpadEnter":this.onEnterKey(e);break;case"Escape":this.onEscapeKey(e);break;case"Tab":this.onTabKey(e);break}},onFilterBlur:function(){this.focusedOptionIndex=-1},onFilterUpdated:function(){this.overlayVisible&&this.alignOverlay()},onOverlayClick:function(e){Lt.emit("overlay-click",{originalEvent:e,target:this.$el})},onOverlayKeyDown:function(e){e.code==="Escape"&&this.onEscapeKey(e)},onArrowDownKey:function(e){if(!this.overlayVisible)this.show(),this.editable&&this.changeFocusedOptionIndex(e,this.findSelectedOptionIndex());else{var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.changeFocusedOptionIndex(e,n)}e.preventDefault()},onArrowUpKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(e.altKey&&!n)this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),e.preventDefault();else{var o=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.changeFocusedOptionIndex(e,o),!this.overlayVisible&&this.show(),e.preventDefault()}},onArrowLeftKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&(this.focusedOptionIndex=-1)},onHomeKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=e.currentTarget;e.shiftKey?o.setSelectionRange(0,e.target.selectionStart):(o.setSelectionRange(0,0),this.focusedOptionIndex=-1)}else this.changeFocusedOptionIndex(e,this.findFirstOptionIndex()),!this.overlayVisible&&this.show();e.preventDefault()},onEndKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=e.currentTarget;if(e.shiftKey)o.setSelectionRange(e.target.selectionStart,o.value.length);else{var l=o.value.length;o.setSelectionRange(l,l),this.focusedOptionIndex=-1}}else this.changeFocusedOptionIndex(e,this.findLastOptionIndex()),!this.overlayVisible&&this.show();e.preventDefault()},onPageUpKey:function(e){this.scrollInView(0),e.preventDefault()},onPageDownKey:function(e){this.scrollInView(this.visibleOptions.length-1),e.preventDefault()},onEnterKey:function(e){this.overlayVisible?(this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.hide(!0)):(this.focusedOptionIndex=-1,this.onArrowDownKey(e)),e.preventDefault()},onSpaceKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;!n&&this.onEnterKey(e)},onEscapeKey:function(e){this.overlayVisible&&this.hide(!0),e.preventDefault(),e.stopPropagation()},onTabKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n||(this.overlayVisible&&this.hasFocusableElements()?(Z(this.$refs.firstHiddenFocusableElementOnOverlay),e.preventDefault()):(this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(this.filter)))},onBackspaceKey:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&!this.overlayVisible&&this.show()},onOverlayEnter:function(e){var n=this;he.set("overlay",e,this.$primevue.config.zIndex.overlay),xt(e,{position:"absolute",top:"0"}),this.alignOverlay(),this.scrollInView(),this.$attrSelector&&e.setAttribute(this.$attrSelector,""),setTimeout(function(){n.autoFilterFocus&&n.filter&&Z(n.$refs.filterInput.$el),n.autoUpdateModel()},1)},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(e){var n=this;e.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.autoFilterFocus&&this.filter&&!this.editable&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(e){he.clear(e)},alignOverlay:function(){this.appendTo==="self"?It(this.overlay,this.$el):this.overlay&&(this.overlay.style.minWidth=St(this.$el)+"px",Ct(this.overlay,this.$el))},bindOutsideClickListener:function(){var e=this;this.outsideClickListener||(this.outsideClickListener=function(n){var o=n.composedPath();e.overlayVisible&&e.overlay&&!o.includes(e.$el)&&!o.includes(e.overlay)&&e.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var e=this;this.scrollHandler||(this.scrollHandler=new kt(this.$refs.container,function(){e.overlayVisible&&e.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var e=this;this.resizeListener||(this.resizeListener=function(){e.overlayVisible&&!Ot()&&e.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},bindLabelClickListener:function(){var e=this;if(!this.editable&&!this.labelClickListener){var n=document.querySelector('label[for="'.concat(this.labelId,'"]'));n&&Be(n)&&(this.labelClickListener=function(){Z(e.$refs.focusInput)},n.addEventListener("click",this.labelClickListener))}},unbindLabelClickListener:function(){if(this.labelClickListener){var e=document.querySelector('label[for="'.concat(this.labelId,'"]'));e&&Be(e)&&e.removeEventListener("click",this.labelClickListener)}},bindMatchMediaOrientationListener:function(){var e=this;if(!this.matchMediaOrientationListener){var n=matchMedia("(orientation: portrait)");this.queryOrientation=n,this.matchMediaOrientationListener=function(){e.alignOverlay()},this.queryOrientation.addEventListener("change",this.matchMediaOrientationListener)}},unbindMatchMediaOrientationListener:function(){this.matchMediaOrientationListener&&(this.queryOrientation.removeEventListener("change",this.matchMediaOrientationListener),this.queryOrientation=null,this.matchMediaOrientationListener=null)},hasFocusableElements:function(){return Zt(this.overlay,':not([data-p-hidden-focusable="true"])').length>0},isOptionExactMatched:function(e){var n;return this.isValidOption(e)&&typeof this.getOptionLabel(e)=="string"&&((n=this.getOptionLabel(e))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale))==this.searchValue.toLocaleLowerCase(this.filterLocale)},isOptionStartsWith:function(e){var n;return this.isValidOption(e)&&typeof this.getOptionLabel(e)=="string"&&((n=this.getOptionLabel(e))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale).startsWith(this.searchValue.toLocaleLowerCase(this.filterLocale)))},isValidOption:function(e){return se(e)&&!(this.isOptionDisabled(e)||this.isOptionGroup(e))},isValidSelectedOption:function(e){return this.isValidOption(e)&&this.isSelected(e)},isSelected:function(e){return ot(this.d_value,this.getOptionValue(e),this.equalityKey)},findFirstOptionIndex:function(){var e=this;return this.visibleOptions.findIndex(function(n){return e.isValidOption(n)})},findLastOptionIndex:function(){var e=this;return xe(this.visibleOptions,function(n){return e.isValidOption(n)})},findNextOptionIndex:function(e){var n=this,o=e<this.visibleOptions.length-1?this.visibleOptions.slice(e+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+e+1:e},findPrevOptionIndex:function(e){var n=this,o=e>0?xe(this.visibleOptions.slice(0,e),function(l){return n.isValidOption(l)}):-1;return o>-1?o:e},findSelectedOptionIndex:function(){var e=this;return this.visibleOptions.findIndex(function(n){return e.isValidSelectedOption(n)})},findFirstFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findFirstOptionIndex():e},findLastFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findLastOptionIndex():e},searchOptions:function(e,n){var o=this;this.searchValue=(this.searchValue||"")+n;var l=-1,i=!1;return se(this.searchValue)&&(l=this.visibleOptions.findIndex(function(r){return o.isOptionExactMatched(r)}),l===-1&&(l=this.visibleOptions.findIndex(function(r){return o.isOptionStartsWith(r)})),l!==-1&&(i=!0),l===-1&&this.focusedOptionIndex===-1&&(l=this.findFirstFocusedOptionIndex()),l!==-1&&this.changeFocusedOptionIndex(e,l)),this.searchTimeout&&clearTimeout(this.searchTimeout),this.searchTimeout=setTimeout(function(){o.searchValue="",o.searchTimeout=null},500),i},changeFocusedOptionIndex:function(e,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(e,this.visibleOptions[n],!1))},scrollInView:function(){var e=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(e.$id,"_").concat(n):e.focusedOptionId,l=it(e.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"nearest"}):e.virtualScrollerDisabled||e.virtualScroller&&e.virtualScroller.scrollToIndex(n!==-1?n:e.focusedOptionIndex)})},autoUpdateModel:function(){this.autoOptionFocus&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex()),this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1)},updateModel:function(e,n){this.writeValue(n,e),this.$emit("change",{originalEvent:e,value:n})},flatOptions:function(e){var n=this;return(e||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var r=n.getOptionGroupChildren(l);return r&&r.forEach(function(s){return o.push(s)}),o},[])},overlayRef:function(e){this.overlay=e},listRef:function(e,n){this.list=e,n&&n(e)},virtualScrollerRef:function(e){this.virtualScroller=e}},computed:{visibleOptions:function(){var e=this,n=this.optionGroupLabel?this.flatOptions(this.options):this.options||[];if(this.filterValue){var o=Yt.filter(n,this.searchFields,this.filterValue,this.filterMatchMode,this.filterLocale);if(this.optionGroupLabel){var l=this.options||[],i=[];return l.forEach(function(r){var s=e.getOptionGroupChildren(r),d=s.filter(function(w){return o.includes(w)});d.length>0&&i.push(pt(pt({},r),{},pe({},typeof e.optionGroupChildren=="string"?e.optionGroupChildren:"items",Xn(d))))}),this.flatOptions(i)}return o}return n},hasSelectedOption:function(){return this.$filled},label:function(){var e=this.findSelectedOptionIndex();return e!==-1?this.getOptionLabel(this.visibleOptions[e]):this.placeholder||"p-emptylabel"},editableInputValue:function(){var e=this.findSelectedOptionIndex();return e!==-1?this.getOptionLabel(this.visibleOptions[e]):this.d_value||""},equalityKey:function(){return this.optionValue?null:this.dataKey},searchFields:function(){return this.filterFields||[this.optionLabel]},filterResultMessageText:function(){return se(this.visibleOptions)?this.filterMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptyFilterMessageText},filterMessageText:function(){return this.filterMessage||this.$primevue.config.locale.searchMessage||""},emptyFilterMessageText:function(){return this.emptyFilterMessage||this.$primevue.config.locale.emptySearchMessage||this.$primevue.config.locale.emptyFilterMessage||""},emptyMessageText:function(){return this.emptyMessage||this.$primevue.config.locale.emptyMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}","1"):this.emptySelectionMessageText},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},ariaSetSize:function(){var e=this;return this.visibleOptions.filter(function(n){return!e.isOptionGroup(n)}).length},isClearIconVisible:function(){return this.showClear&&this.d_value!=null&&!this.disabled&&!this.loading},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},containerDataP:function(){return le(pe({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))},labelDataP:function(){return le(pe(pe({placeholder:!this.editable&&this.label===this.placeholder,clearable:this.showClear,disabled:this.disabled,editable:this.editable},this.size,this.size),"empty",!this.editable&&!this.$slots.value&&(this.label==="p-emptylabel"||this.label.length===0)))},dropdownIconDataP:function(){return le(pe({},this.size,this.size))},overlayDataP:function(){return le(pe({},"portal-"+this.appendTo,"portal-"+this.appendTo))}},directives:{ripple:wt},components:{InputText:Q,VirtualScroller:rt,Portal:gt,InputIcon:Ft,IconField:Pt,TimesIcon:vt,ChevronDownIcon:at,SpinnerIcon:nt,SearchIcon:At,CheckIcon:yt,BlankIcon:Tt}},oi=["id","data-p"],li=["name","id","value","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","data-p"],ai=["name","id","tabindex","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","aria-disabled","data-p"],ri=["data-p"],si=["id"],di=["id"],ui=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onMousedown","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function ci(t,e,n,o,l,i){var r=q("SpinnerIcon"),s=q("InputText"),d=q("SearchIcon"),w=q("InputIcon"),y=q("IconField"),x=q("CheckIcon"),p=q("BlankIcon"),m=q("VirtualScroller"),h=q("Portal"),k=$t("ripple");return a(),c("div",b({ref:"container",id:t.$id,class:t.cx("root"),onClick:e[12]||(e[12]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},t.ptmi("root")),[t.editable?(a(),c("input",b({key:0,ref:"focusInput",name:t.name,id:t.labelId||t.inputId,type:"text",class:[t.cx("label"),t.inputClass,t.labelClass],style:[t.inputStyle,t.labelStyle],value:i.editableInputValue,placeholder:t.placeholder,tabindex:t.disabled?-1:t.tabindex,disabled:t.disabled,autocomplete:"off",role:"combobox","aria-label":t.ariaLabel,"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?t.$id+"_list":void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":t.invalid||void 0,onFocus:e[0]||(e[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[1]||(e[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:e[2]||(e[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:e[3]||(e[3]=function(){return i.onEditableInput&&i.onEditableInput.apply(i,arguments)}),"data-p":i.labelDataP},t.ptm("label")),null,16,li)):(a(),c("span",b({key:1,ref:"focusInput",name:t.name,id:t.labelId||t.inputId,class:[t.cx("label"),t.inputClass,t.labelClass],style:[t.inputStyle,t.labelStyle],tabindex:t.disabled?-1:t.tabindex,role:"combobox","aria-label":t.ariaLabel||(i.label==="p-emptylabel"?void 0:i.label),"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":t.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":t.invalid||void 0,"aria-disabled":t.disabled,onFocus:e[4]||(e[4]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[5]||(e[5]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:e[6]||(e[6]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),"data-p":i.labelDataP},t.ptm("label")),[T(t.$slots,"value",{value:t.d_value,placeholder:t.placeholder},function(){var f;return[ie(L(i.label==="p-emptylabel"?" ":(f=i.label)!==null&&f!==void 0?f:"empty"),1)]})],16,ai)),i.isClearIconVisible?T(t.$slots,"clearicon",{key:2,class:_(t.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[(a(),z(me(t.clearIcon?"i":"TimesIcon"),b({ref:"clearIcon",class:[t.cx("clearIcon"),t.clearIcon],onClick:i.onClearClick},t.ptm("clearIcon"),{"data-pc-section":"clearicon"}),null,16,["class","onClick"]))]}):C("",!0),u("div",b({class:t.cx("dropdown")},t.ptm("dropdown")),[t.loading?T(t.$slots,"loadingicon",{key:0,class:_(t.cx("loadingIcon"))},function(){return[t.loadingIcon?(a(),c("span",b({key:0,class:[t.cx("loadingIcon"),"pi-spin",t.loadingIcon],"aria-hidden":"true"},t.ptm("loadingIcon")),null,16)):(a(),z(r,b({key:1,class:t.cx("loadingIcon"),spin:"","aria-hidden":"true"},t.ptm("loadingIcon")),null,16,["class"]))]}):T(t.$slots,"dropdownicon",{key:1,class:_(t.cx("dropdownIcon"))},function(){return[(a(),z(me(t.dropdownIcon?"span":"ChevronDownIcon"),b({class:[t.cx("dropdownIcon"),t.dropdownIcon],"aria-hidden":"true","data-p":i.dropdownIconDataP},t.ptm("dropdownIcon")),null,16,["class","data-p"]))]})],16),M(h,{appendTo:t.appendTo},{default:B(function(){return[M(Vt,b({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},t.ptm("transition")),{default:B(function(){return[l.overlayVisible?(a(),c("div",b({key:0,ref:i.overlayRef,class:[t.cx("overlay"),t.panelClass,t.overlayClass],style:[t.panelStyle,t.overlayStyle],onClick:e[10]||(e[10]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:e[11]||(e[11]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},t.ptm("overlay")),[u("span",b({ref:"firstHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:e[7]||(e[7]=function(){return i.onFirstHiddenFocus&&i.onFirstHiddenFocus.apply(i,arguments)})},t.ptm("hiddenFirstFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16),T(t.$slots,"header",{value:t.d_value,options:i.visibleOptions}),t.filter?(a(),c("div",b({key:0,class:t.cx("header")},t.ptm("header")),[M(y,{unstyled:t.unstyled,pt:t.ptm("pcFilterContainer")},{default:B(function(){return[M(s,{ref:"filterInput",type:"text",value:l.filterValue,onVnodeMounted:i.onFilterUpdated,onVnodeUpdated:i.onFilterUpdated,class:_(t.cx("pcFilter")),placeholder:t.filterPlaceholder,variant:t.variant,unstyled:t.unstyled,role:"searchbox",autocomplete:"off","aria-owns":t.$id+"_list","aria-activedescendant":i.focusedOptionId,onKeydown:i.onFilterKeyDown,onBlur:i.onFilterBlur,onInput:i.onFilterChange,pt:t.ptm("pcFilter"),formControl:{novalidate:!0}},null,8,["value","onVnodeMounted","onVnodeUpdated","class","placeholder","variant","unstyled","aria-owns","aria-activedescendant","onKeydown","onBlur","onInput","pt"]),M(w,{unstyled:t.unstyled,pt:t.ptm("pcFilterIconContainer")},{default:B(function(){return[T(t.$slots,"filtericon",{},function(){return[t.filterIcon?(a(),c("span",b({key:0,class:t.filterIcon},t.ptm("filterIcon")),null,16)):(a(),z(d,tn(b({key:1},t.ptm("filterIcon"))),null,16))]})]}),_:3},8,["unstyled","pt"])]}),_:3},8,["unstyled","pt"]),u("span",b({role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenFilterResult"),{"data-p-hidden-accessible":!0}),L(i.filterResultMessageText),17)],16)):C("",!0),u("div",b({class:t.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?t.scrollHeight:""}},t.ptm("listContainer")),[M(m,b({ref:i.virtualScrollerRef},t.virtualScrollerOptions,{items:i.visibleOptions,style:{height:t.scrollHeight},tabindex:-1,disabled:i.virtualScrollerDisabled,pt:t.ptm("virtualScroller")}),zt({content:B(function(f){var v=f.styleClass,O=f.contentRef,g=f.items,I=f.getItemOptions,F=f.contentStyle,j=f.itemSize;return[u("ul",b({ref:function(E){return i.listRef(E,O)},id:t.$id+"_list",class:[t.cx("list"),v],style:F,role:"listbox"},t.ptm("list")),[(a(!0),c(D,null,J(g,function(A,E){return a(),c(D,{key:i.getOptionRenderKey(A,i.getOptionIndex(E,I))},[i.isOptionGroup(A)?(a(),c("li",b({key:0,id:t.$id+"_"+i.getOptionIndex(E,I),style:{height:j?j+"px":void 0},class:t.cx("optionGroup"),role:"option"},{ref_for:!0},t.ptm("optionGroup")),[T(t.$slots,"optiongroup",{option:A.optionGroup,index:i.getOptionIndex(E,I)},function(){return[u("span",b({class:t.cx("optionGroupLabel")},{ref_for:!0},t.ptm("optionGroupLabel")),L(i.getOptionGroupLabel(A.optionGroup)),17)]})],16,di)):Mt((a(),c("li",b({key:1,id:t.$id+"_"+i.getOptionIndex(E,I),class:t.cx("option",{option:A,focusedOption:i.getOptionIndex(E,I)}),style:{height:j?j+"px":void 0},role:"option","aria-label":i.getOptionLabel(A),"aria-selected":i.isSelected(A),"aria-disabled":i.isOptionDisabled(A),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(E,I)),onMousedown:function(Y){return i.onOptionSelect(Y,A)},onMousemove:function(Y){return i.onOptionMouseMove(Y,i.getOptionIndex(E,I))},onClick:e[8]||(e[8]=be(function(){},["stop"])),"data-p-selected":!t.checkmark&&i.isSelected(A),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(E,I),"data-p-disabled":i.isOptionDisabled(A)},{ref_for:!0},i.getPTItemOptions(A,I,E,"option")),[t.checkmark?(a(),c(D,{key:0},[i.isSelected(A)?(a(),z(x,b({key:0,class:t.cx("optionCheckIcon")},{ref_for:!0},t.ptm("optionCheckIcon")),null,16,["class"])):(a(),z(p,b({key:1,class:t.cx("optionBlankIcon")},{ref_for:!0},t.ptm("optionBlankIcon")),null,16,["class"]))],64)):C("",!0),T(t.$slots,"option",{option:A,selected:i.isSelected(A),index:i.getOptionIndex(E,I)},function(){return[u("span",b({class:t.cx("optionLabel")},{ref_for:!0},t.ptm("optionLabel")),L(i.getOptionLabel(A)),17)]})],16,ui)),[[k]])],64)}),128)),l.filterValue&&(!g||g&&g.length===0)?(a(),c("li",b({key:0,class:t.cx("emptyMessage"),role:"option"},t.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[T(t.$slots,"emptyfilter",{},function(){return[ie(L(i.emptyFilterMessageText),1)]})],16)):!t.options||t.options&&t.options.length===0?(a(),c("li",b({key:1,class:t.cx("emptyMessage"),role:"option"},t.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[T(t.$slots,"empty",{},function(){return[ie(L(i.emptyMessageText),1)]})],16)):C("",!0)],16,si)]}),_:2},[t.$slots.loader?{name:"loader",fn:B(function(f){var v=f.options;return[T(t.$slots,"loader",{options:v})]}),key:"0"}:void 0]),1040,["items","style","disabled","pt"])],16),T(t.$slots,"footer",{value:t.d_value,options:i.visibleOptions}),!t.options||t.options&&t.options.length===0?(a(),c("span",b({key:1,role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenEmptyMessage"),{"data-p-hidden-accessible":!0}),L(i.emptyMessageText),17)):C("",!0),u("span",b({role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),L(i.selectedMessageText),17),u("span",b({ref:"lastHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:e[9]||(e[9]=function(){return i.onLastHiddenFocus&&i.onLastHiddenFocus.apply(i,arguments)})},t.ptm("hiddenLastFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16)],16,ri)):C("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,oi)}Dt.render=ci;const Ke=new Set(["Section Break","Column Break","Tab Break","HTML","Button","Image","Heading","Fold"]),de=new Set(["Table","Table MultiSelect"]),pi=new Set(["Int","Float","Currency","Percent","Rating"]),ta=[{fieldname:"name",fieldtype:"Data",label:"ID"},{fieldname:"modified",fieldtype:"Datetime",label:"Last Updated On"},{fieldname:"creation",fieldtype:"Datetime",label:"Created On"},{fieldname:"owner",fieldtype:"Link",label:"Created By",options:"User"}];function fi(t){return t.issingle||t.istable||t.autoname==="autoincrement"?!1:!!Number(t.allow_rename??t.custom??0)}function ae(t){return t.label||t.fieldname.replace(/_/g," ").replace(/^./,e=>e.toUpperCase())}function hi(t){return t.fields.filter(e=>!Ke.has(e.fieldtype))}function mi(t){const e=hi(t).filter(l=>!de.has(l.fieldtype)&&l.fieldtype!=="Password"&&!l.hidden),n=e.filter(l=>l.in_list_view);if(n.length>0)return n.slice(0,6);const o=e.find(l=>l.fieldname===t.title_field);return o?[o]:e.slice(0,3)}function bi(t,e){const n=new Set(e),o=new Set,l=new Set;for(const i of t.permissions??[]){if(!n.has(i.role))continue;const r=i.permlevel??0;(i.read||i.write)&&o.add(r),i.write&&l.add(r)}if(n.has("Administrator"))for(const i of t.fields)o.add(i.permlevel??0),l.add(i.permlevel??0);return{read:o,write:l}}var Et={name:"MinusIcon",extends:je};function yi(t){return Oi(t)||wi(t)||gi(t)||vi()}function vi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function gi(t,e){if(t){if(typeof t=="string")return Qe(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?Qe(t,e):void 0}}function wi(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Oi(t){if(Array.isArray(t))return Qe(t)}function Qe(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}function ki(t,e,n,o,l,i){return a(),c("svg",b({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},t.pti()),yi(e[0]||(e[0]=[u("path",{d:"M13.2222 7.77778H0.777778C0.571498 7.77778 0.373667 7.69584 0.227806 7.54998C0.0819442 7.40412 0 7.20629 0 7.00001C0 6.79373 0.0819442 6.5959 0.227806 6.45003C0.373667 6.30417 0.571498 6.22223 0.777778 6.22223H13.2222C13.4285 6.22223 13.6263 6.30417 13.7722 6.45003C13.9181 6.5959 14 6.79373 14 7.00001C14 7.20629 13.9181 7.40412 13.7722 7.54998C13.6263 7.69584 13.4285 7.77778 13.2222 7.77778Z",fill:"currentColor"},null,-1)])),16)}Et.render=ki;var Ii=`
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
`,Si={root:function(e){var n=e.instance,o=e.props;return["p-checkbox p-component",{"p-checkbox-checked":n.checked,"p-disabled":o.disabled,"p-invalid":n.$pcCheckboxGroup?n.$pcCheckboxGroup.$invalid:n.$invalid,"p-variant-filled":n.$variant==="filled","p-checkbox-sm p-inputfield-sm":o.size==="small","p-checkbox-lg p-inputfield-lg":o.size==="large"}]},box:"p-checkbox-box",input:"p-checkbox-input",icon:"p-checkbox-icon"},Ci=re.extend({name:"checkbox",style:Ii,classes:Si}),xi={name:"BaseCheckbox",extends:He,props:{value:null,binary:Boolean,indeterminate:{type:Boolean,default:!1},trueValue:{type:null,default:!0},falseValue:{type:null,default:!1},readonly:{type:Boolean,default:!1},required:{type:Boolean,default:!1},tabindex:{type:Number,default:null},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},ariaLabelledby:{type:String,default:null},ariaLabel:{type:String,default:null}},style:Ci,provide:function(){return{$pcCheckbox:this,$parentInstance:this}}};function ze(t){"@babel/helpers - typeof";return ze=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},ze(t)}function Li(t,e,n){return(e=$i(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function $i(t){var e=Vi(t,"string");return ze(e)=="symbol"?e:e+""}function Vi(t,e){if(ze(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(ze(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}function zi(t){return Pi(t)||Ai(t)||Ti(t)||Mi()}function Mi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ti(t,e){if(t){if(typeof t=="string")return _e(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?_e(t,e):void 0}}function Ai(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Pi(t){if(Array.isArray(t))return _e(t)}function _e(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}var Ue={name:"Checkbox",extends:xi,inheritAttrs:!1,emits:["change","focus","blur","update:indeterminate"],inject:{$pcCheckboxGroup:{default:void 0}},data:function(){return{d_indeterminate:this.indeterminate}},watch:{indeterminate:function(e){this.d_indeterminate=e,this.updateIndeterminate()}},mounted:function(){this.updateIndeterminate()},updated:function(){this.updateIndeterminate()},methods:{getPTOptions:function(e){var n=e==="root"?this.ptmi:this.ptm;return n(e,{context:{checked:this.checked,indeterminate:this.d_indeterminate,disabled:this.disabled}})},onChange:function(e){var n=this;if(!this.disabled&&!this.readonly){var o=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value,l;this.binary?l=this.d_indeterminate?this.trueValue:this.checked?this.falseValue:this.trueValue:this.checked||this.d_indeterminate?l=o.filter(function(i){return!ot(i,n.value)}):l=o?[].concat(zi(o),[this.value]):[this.value],this.d_indeterminate&&(this.d_indeterminate=!1,this.$emit("update:indeterminate",this.d_indeterminate)),this.$pcCheckboxGroup?this.$pcCheckboxGroup.writeValue(l,e):this.writeValue(l,e),this.$emit("change",e)}},onFocus:function(e){this.$emit("focus",e)},onBlur:function(e){var n,o;this.$emit("blur",e),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o,e)},updateIndeterminate:function(){this.$refs.input&&(this.$refs.input.indeterminate=this.d_indeterminate)}},computed:{groupName:function(){return this.$pcCheckboxGroup?this.$pcCheckboxGroup.groupName:this.$formName},checked:function(){var e=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value;return this.d_indeterminate?!1:this.binary?e===this.trueValue:nn(this.value,e)},dataP:function(){return le(Li({invalid:this.$invalid,checked:this.checked,disabled:this.disabled,filled:this.$variant==="filled"},this.size,this.size))}},components:{CheckIcon:yt,MinusIcon:Et}},Fi=["data-p-checked","data-p-indeterminate","data-p-disabled","data-p"],Ki=["id","value","name","checked","tabindex","disabled","readonly","required","aria-labelledby","aria-label","aria-invalid"],Di=["data-p"];function Ei(t,e,n,o,l,i){var r=q("CheckIcon"),s=q("MinusIcon");return a(),c("div",b({class:t.cx("root")},i.getPTOptions("root"),{"data-p-checked":i.checked,"data-p-indeterminate":l.d_indeterminate||void 0,"data-p-disabled":t.disabled,"data-p":i.dataP}),[u("input",b({ref:"input",id:t.inputId,type:"checkbox",class:[t.cx("input"),t.inputClass],style:t.inputStyle,value:t.value,name:i.groupName,checked:i.checked,tabindex:t.tabindex,disabled:t.disabled,readonly:t.readonly,required:t.required,"aria-labelledby":t.ariaLabelledby,"aria-label":t.ariaLabel,"aria-invalid":t.invalid||void 0,onFocus:e[0]||(e[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[1]||(e[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onChange:e[2]||(e[2]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},i.getPTOptions("input")),null,16,Ki),u("div",b({class:t.cx("box")},i.getPTOptions("box"),{"data-p":i.dataP}),[T(t.$slots,"icon",{checked:i.checked,indeterminate:l.d_indeterminate,class:_(t.cx("icon")),dataP:i.dataP},function(){return[i.checked?(a(),z(r,b({key:0,class:t.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):l.d_indeterminate?(a(),z(s,b({key:1,class:t.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):C("",!0)]})],16,Di)],16,Fi)}Ue.render=Ei;var Bi=`
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
`,Ri={root:function(e){var n=e.props;return["p-tag p-component",{"p-tag-info":n.severity==="info","p-tag-success":n.severity==="success","p-tag-warn":n.severity==="warn","p-tag-danger":n.severity==="danger","p-tag-secondary":n.severity==="secondary","p-tag-contrast":n.severity==="contrast","p-tag-rounded":n.rounded}]},icon:"p-tag-icon",label:"p-tag-label"},ji=re.extend({name:"tag",style:Bi,classes:Ri}),Hi={name:"BaseTag",extends:Pe,props:{value:null,severity:null,rounded:Boolean,icon:String},style:ji,provide:function(){return{$pcTag:this,$parentInstance:this}}};function Me(t){"@babel/helpers - typeof";return Me=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Me(t)}function Ui(t,e,n){return(e=Ni(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Ni(t){var e=Gi(t,"string");return Me(e)=="symbol"?e:e+""}function Gi(t,e){if(Me(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Me(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Bt={name:"Tag",extends:Hi,inheritAttrs:!1,computed:{dataP:function(){return le(Ui({rounded:this.rounded},this.severity,this.severity))}}},qi=["data-p"];function Wi(t,e,n,o,l,i){return a(),c("span",b({class:t.cx("root"),"data-p":i.dataP},t.ptmi("root")),[t.$slots.icon?(a(),z(me(t.$slots.icon),b({key:0,class:t.cx("icon")},t.ptm("icon")),null,16,["class"])):t.icon?(a(),c("span",b({key:1,class:[t.cx("icon"),t.icon]},t.ptm("icon")),null,16)):C("",!0),t.value!=null||t.$slots.default?T(t.$slots,"default",{key:2},function(){return[u("span",b({class:t.cx("label")},t.ptm("label")),L(t.value),17)]}):C("",!0)],16,qi)}Bt.render=Wi;var Ji=`
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
`,Yi={root:function(e){var n=e.instance,o=e.props;return["p-textarea p-component",{"p-filled":n.$filled,"p-textarea-resizable ":o.autoResize,"p-textarea-sm p-inputfield-sm":o.size==="small","p-textarea-lg p-inputfield-lg":o.size==="large","p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-textarea-fluid":n.$fluid}]}},Zi=re.extend({name:"textarea",style:Ji,classes:Yi}),Xi={name:"BaseTextarea",extends:He,props:{autoResize:Boolean},style:Zi,provide:function(){return{$pcTextarea:this,$parentInstance:this}}};function Te(t){"@babel/helpers - typeof";return Te=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Te(t)}function Qi(t,e,n){return(e=_i(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function _i(t){var e=eo(t,"string");return Te(e)=="symbol"?e:e+""}function eo(t,e){if(Te(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Te(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Ne={name:"Textarea",extends:Xi,inheritAttrs:!1,observer:null,mounted:function(){var e=this;this.autoResize&&(this.observer=new ResizeObserver(function(){requestAnimationFrame(function(){e.resize()})}),this.observer.observe(this.$el))},updated:function(){this.autoResize&&this.resize()},beforeUnmount:function(){this.observer&&this.observer.disconnect()},methods:{resize:function(){if(this.$el.offsetParent){var e=this.$el.style.height,n=parseInt(e)||0,o=this.$el.scrollHeight,l=!n||o>n,i=n&&o<n;i?(this.$el.style.height="auto",this.$el.style.height="".concat(this.$el.scrollHeight,"px")):l&&(this.$el.style.height="".concat(o,"px"))}},onInput:function(e){this.autoResize&&this.resize(),this.writeValue(e.target.value,e)}},computed:{attrs:function(){return b(this.ptmi("root",{context:{filled:this.$filled,disabled:this.disabled}}),this.formField)},dataP:function(){return le(Qi({invalid:this.$invalid,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))}}},to=["value","name","disabled","aria-invalid","data-p"];function no(t,e,n,o,l,i){return a(),c("textarea",b({class:t.cx("root"),value:t.d_value,name:t.name,disabled:t.disabled,"aria-invalid":t.invalid||void 0,"data-p":i.dataP,onInput:e[0]||(e[0]=function(){return i.onInput&&i.onInput.apply(i,arguments)})},i.attrs),null,16,to)}Ne.render=no;var io=`
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
`,oo={root:"p-chip p-component",image:"p-chip-image",icon:"p-chip-icon",label:"p-chip-label",removeIcon:"p-chip-remove-icon"},lo=re.extend({name:"chip",style:io,classes:oo}),ao={name:"BaseChip",extends:Pe,props:{label:{type:[String,Number],default:null},icon:{type:String,default:null},image:{type:String,default:null},removable:{type:Boolean,default:!1},removeIcon:{type:String,default:void 0}},style:lo,provide:function(){return{$pcChip:this,$parentInstance:this}}},Rt={name:"Chip",extends:ao,inheritAttrs:!1,emits:["remove"],data:function(){return{visible:!0}},methods:{onKeydown:function(e){(e.key==="Enter"||e.key==="Backspace")&&this.close(e)},close:function(e){this.visible=!1,this.$emit("remove",e)}},computed:{dataP:function(){return le({removable:this.removable})}},components:{TimesCircleIcon:on}},ro=["aria-label","data-p"],so=["src"];function uo(t,e,n,o,l,i){return l.visible?(a(),c("div",b({key:0,class:t.cx("root"),"aria-label":t.label},t.ptmi("root"),{"data-p":i.dataP}),[T(t.$slots,"default",{},function(){return[t.image?(a(),c("img",b({key:0,src:t.image},t.ptm("image"),{class:t.cx("image")}),null,16,so)):t.$slots.icon?(a(),z(me(t.$slots.icon),b({key:1,class:t.cx("icon")},t.ptm("icon")),null,16,["class"])):t.icon?(a(),c("span",b({key:2,class:[t.cx("icon"),t.icon]},t.ptm("icon")),null,16)):C("",!0),t.label!==null?(a(),c("div",b({key:3,class:t.cx("label")},t.ptm("label")),L(t.label),17)):C("",!0)]}),t.removable?T(t.$slots,"removeicon",{key:0,removeCallback:i.close,keydownCallback:i.onKeydown},function(){return[(a(),z(me(t.removeIcon?"span":"TimesCircleIcon"),b({class:[t.cx("removeIcon"),t.removeIcon],onClick:i.close,onKeydown:i.onKeydown},t.ptm("removeIcon")),null,16,["class","onClick","onKeydown"]))]}):C("",!0)],16,ro)):C("",!0)}Rt.render=uo;var co=`
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
`,po={root:{position:"relative"}},fo={root:function(e){var n=e.instance;return["p-autocomplete p-component p-inputwrapper",{"p-invalid":n.$invalid,"p-focus":n.focused,"p-inputwrapper-filled":n.$filled||se(n.inputValue),"p-inputwrapper-focus":n.focused,"p-autocomplete-open":n.overlayVisible,"p-autocomplete-fluid":n.$fluid,"p-autocomplete-clearable":n.isClearIconVisible}]},pcInputText:"p-autocomplete-input",inputMultiple:function(e){var n=e.instance,o=e.props;return["p-autocomplete-input-multiple",{"p-variant-filled":n.$variant==="filled","p-disabled":o.disabled}]},clearIcon:"p-autocomplete-clear-icon",chipItem:function(e){var n=e.instance,o=e.i;return["p-autocomplete-chip-item",{"p-focus":n.focusedMultipleOptionIndex===o}]},pcChip:"p-autocomplete-chip",chipIcon:"p-autocomplete-chip-icon",inputChip:"p-autocomplete-input-chip",loader:"p-autocomplete-loader",dropdown:"p-autocomplete-dropdown",overlay:"p-autocomplete-overlay p-component",listContainer:"p-autocomplete-list-container",list:"p-autocomplete-list",optionGroup:"p-autocomplete-option-group",option:function(e){var n=e.instance,o=e.option,l=e.i,i=e.getItemOptions;return["p-autocomplete-option",{"p-autocomplete-option-selected":n.isSelected(o),"p-focus":n.focusedOptionIndex===n.getOptionIndex(l,i),"p-disabled":n.isOptionDisabled(o)}]},emptyMessage:"p-autocomplete-empty-message"},ho=re.extend({name:"autocomplete",style:co,classes:fo,inlineStyles:po}),mo={name:"BaseAutoComplete",extends:He,props:{suggestions:{type:Array,default:null},optionLabel:null,optionDisabled:null,optionGroupLabel:null,optionGroupChildren:null,scrollHeight:{type:String,default:"14rem"},dropdown:{type:Boolean,default:!1},dropdownMode:{type:String,default:"blank"},multiple:{type:Boolean,default:!1},loading:{type:Boolean,default:!1},placeholder:{type:String,default:null},dataKey:{type:String,default:null},minLength:{type:Number,default:1},delay:{type:Number,default:300},appendTo:{type:[String,Object],default:"body"},forceSelection:{type:Boolean,default:!1},completeOnFocus:{type:Boolean,default:!1},showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputStyle:{type:Object,default:null},inputClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},dropdownIcon:{type:String,default:null},dropdownClass:{type:[String,Object],default:null},loader:{type:String,default:null},loadingIcon:{type:String,default:null},removeTokenIcon:{type:String,default:null},chipIcon:{type:String,default:null},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},searchLocale:{type:String,default:void 0},searchMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptySearchMessage:{type:String,default:null},showEmptyMessage:{type:Boolean,default:!0},tabindex:{type:Number,default:0},typeahead:{type:Boolean,default:!0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:ho,provide:function(){return{$pcAutoComplete:this,$parentInstance:this}}};function ft(t,e,n){return(e=bo(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function bo(t){var e=yo(t,"string");return ye(e)=="symbol"?e:e+""}function yo(t,e){if(ye(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(ye(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}function ye(t){"@babel/helpers - typeof";return ye=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},ye(t)}function Ee(t){return Oo(t)||wo(t)||go(t)||vo()}function vo(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function go(t,e){if(t){if(typeof t=="string")return et(t,e);var n={}.toString.call(t).slice(8,-1);return n==="Object"&&t.constructor&&(n=t.constructor.name),n==="Map"||n==="Set"?Array.from(t):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?et(t,e):void 0}}function wo(t){if(typeof Symbol<"u"&&t[Symbol.iterator]!=null||t["@@iterator"]!=null)return Array.from(t)}function Oo(t){if(Array.isArray(t))return et(t)}function et(t,e){(e==null||e>t.length)&&(e=t.length);for(var n=0,o=Array(e);n<e;n++)o[n]=t[n];return o}var jt={name:"AutoComplete",extends:mo,inheritAttrs:!1,emits:["change","focus","blur","item-select","item-unselect","option-select","option-unselect","dropdown-click","clear","complete","before-show","before-hide","show","hide"],inject:{$pcFluid:{default:null}},outsideClickListener:null,resizeListener:null,scrollHandler:null,overlay:null,virtualScroller:null,searchTimeout:null,dirty:!1,startRangeIndex:-1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,focusedMultipleOptionIndex:-1,overlayVisible:!1,searching:!1}},watch:{suggestions:function(){this.searching&&(this.show(),this.focusedOptionIndex=this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.searching=!1,!this.showEmptyMessage&&this.visibleOptions.length===0&&this.hide()),this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel()},updated:function(){this.overlayVisible&&this.alignOverlay()},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(he.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(e,n){return this.virtualScrollerDisabled?e:n&&n(e).index},getOptionLabel:function(e){return this.optionLabel?oe(e,this.optionLabel):e},getOptionValue:function(e){return e},getOptionRenderKey:function(e,n){return(this.dataKey?oe(e,this.dataKey):this.getOptionLabel(e))+"_"+n},getPTOptions:function(e,n,o,l){return this.ptm(l,{context:{option:e,index:o,selected:this.isSelected(e),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(e)}})},isOptionDisabled:function(e){return this.optionDisabled?oe(e,this.optionDisabled):!1},isOptionGroup:function(e){return this.optionGroupLabel&&e.optionGroup&&e.group},getOptionGroupLabel:function(e){return oe(e,this.optionGroupLabel)},getOptionGroupChildren:function(e){return oe(e,this.optionGroupChildren)},getAriaPosInset:function(e){var n=this;return(this.optionGroupLabel?e-this.visibleOptions.slice(0,e).filter(function(o){return n.isOptionGroup(o)}).length:e)+1},show:function(e){this.$emit("before-show"),this.dirty=!0,this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,e&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},hide:function(e){var n=this,o=function(){var i;n.$emit("before-hide"),n.dirty=e,n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,e&&Z(n.multiple?n.$refs.focusInput:(i=n.$refs.focusInput)===null||i===void 0?void 0:i.$el)};setTimeout(function(){o()},0)},onFocus:function(e){this.disabled||(!this.dirty&&this.completeOnFocus&&this.search(e,e.target.value,"focus"),this.dirty=!0,this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",e))},onBlur:function(e){var n,o;this.dirty=!1,this.focused=!1,this.focusedOptionIndex=-1,this.$emit("blur",e),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o)},onKeyDown:function(e){if(this.disabled){e.preventDefault();return}switch(e.code){case"ArrowDown":this.onArrowDownKey(e);break;case"ArrowUp":this.onArrowUpKey(e);break;case"ArrowLeft":this.onArrowLeftKey(e);break;case"ArrowRight":this.onArrowRightKey(e);break;case"Home":this.onHomeKey(e);break;case"End":this.onEndKey(e);break;case"PageDown":this.onPageDownKey(e);break;case"PageUp":this.onPageUpKey(e);break;case"Enter":case"NumpadEnter":this.onEnterKey(e);break;case"Space":this.onSpaceKey(e);break;case"Escape":this.onEscapeKey(e);break;case"Tab":this.onTabKey(e);break;case"ShiftLeft":case"ShiftRight":this.onShiftKey(e);break;case"Backspace":this.onBackspaceKey(e);break}this.clicked=!1},onInput:function(e){var n=this;if(this.typeahead){this.searchTimeout&&clearTimeout(this.searchTimeout);var o=e.target.value;this.multiple||this.updateModel(e,o),o.length===0?(this.searching=!1,this.hide(),this.$emit("clear")):o.length>=this.minLength?(this.focusedOptionIndex=-1,this.searchTimeout=setTimeout(function(){n.search(e,o,"input")},this.delay)):(this.searching=!1,this.hide())}},onChange:function(e){var n=this;if(this.forceSelection){var o=!1;if(this.visibleOptions&&!this.multiple){var l,i=this.multiple?this.$refs.focusInput.value:(l=this.$refs.focusInput)===null||l===void 0||(l=l.$el)===null||l===void 0?void 0:l.value,r=this.visibleOptions.find(function(w){return n.isOptionMatched(w,i||"")});r!==void 0&&(o=!0,!this.isSelected(r)&&this.onOptionSelect(e,r))}if(!o){if(this.multiple)this.$refs.focusInput.value="";else{var s,d=(s=this.$refs.focusInput)===null||s===void 0?void 0:s.$el;d&&(d.value="")}this.$emit("clear"),!this.multiple&&this.updateModel(e,null)}}},onMultipleContainerFocus:function(){this.disabled||(this.focused=!0)},onMultipleContainerBlur:function(){this.focusedMultipleOptionIndex=-1,this.focused=!1},onMultipleContainerKeyDown:function(e){if(this.disabled){e.preventDefault();return}switch(e.code){case"ArrowLeft":this.onArrowLeftKeyOnMultiple(e);break;case"ArrowRight":this.onArrowRightKeyOnMultiple(e);break;case"Backspace":this.onBackspaceKeyOnMultiple(e);break}},onContainerClick:function(e){this.clicked=!0,!(this.disabled||this.searching||this.loading||this.isDropdownClicked(e))&&(!this.overlay||!this.overlay.contains(e.target))&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},onDropdownClick:function(e){var n=void 0;if(this.overlayVisible)this.hide(!0);else{var o=this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el;Z(o),n=o.value,this.dropdownMode==="blank"?this.search(e,"","dropdown"):this.dropdownMode==="current"&&this.search(e,n,"dropdown")}this.$emit("dropdown-click",{originalEvent:e,query:n})},onOptionSelect:function(e,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0,l=this.getOptionValue(n);this.multiple?(this.$refs.focusInput.value="",this.isSelected(n)||this.updateModel(e,[].concat(Ee(this.d_value||[]),[l]))):this.updateModel(e,l),this.$emit("item-select",{originalEvent:e,value:n}),this.$emit("option-select",{originalEvent:e,value:n}),o&&this.hide(!0)},onOptionMouseMove:function(e,n){this.focusOnHover&&this.changeFocusedOptionIndex(e,n)},onOptionSelectRange:function(e){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:-1,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:-1;if(o===-1&&(o=this.findNearestSelectedOptionIndex(l,!0)),l===-1&&(l=this.findNearestSelectedOptionIndex(o)),o!==-1&&l!==-1){var i=Math.min(o,l),r=Math.max(o,l),s=this.visibleOptions.slice(i,r+1).filter(function(d){return n.isValidOption(d)}).filter(function(d){return!n.isSelected(d)}).map(function(d){return n.getOptionValue(d)});this.updateModel(e,[].concat(Ee(this.d_value||[]),Ee(s)))}},onClearClick:function(e){this.updateModel(e,null),this.$emit("clear")},onOverlayClick:function(e){Lt.emit("overlay-click",{originalEvent:e,target:this.$el})},onOverlayKeyDown:function(e){e.code==="Escape"&&this.onEscapeKey(e)},onArrowDownKey:function(e){if(this.overlayVisible){var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.multiple&&e.shiftKey&&this.onOptionSelectRange(e,this.startRangeIndex,n),this.changeFocusedOptionIndex(e,n),e.preventDefault()}},onArrowUpKey:function(e){if(this.overlayVisible)if(e.altKey)this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),e.preventDefault();else{var n=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.multiple&&e.shiftKey&&this.onOptionSelectRange(e,n,this.startRangeIndex),this.changeFocusedOptionIndex(e,n),e.preventDefault()}},onArrowLeftKey:function(e){var n=e.currentTarget;this.focusedOptionIndex=-1,this.multiple&&(ln(n.value)&&this.$filled?(Z(this.$refs.multiContainer),this.focusedMultipleOptionIndex=this.d_value.length):e.stopPropagation())},onArrowRightKey:function(e){this.focusedOptionIndex=-1,this.multiple&&e.stopPropagation()},onHomeKey:function(e){var n=e.currentTarget,o=n.value.length,l=e.metaKey||e.ctrlKey,i=this.findFirstOptionIndex();this.multiple&&e.shiftKey&&l&&this.onOptionSelectRange(e,i,this.startRangeIndex),n.setSelectionRange(0,e.shiftKey?o:0),this.focusedOptionIndex=-1,e.preventDefault()},onEndKey:function(e){var n=e.currentTarget,o=n.value.length,l=e.metaKey||e.ctrlKey,i=this.findLastOptionIndex();this.multiple&&e.shiftKey&&l&&this.onOptionSelectRange(e,this.startRangeIndex,i),n.setSelectionRange(e.shiftKey?0:o,o),this.focusedOptionIndex=-1,e.preventDefault()},onPageUpKey:function(e){this.scrollInView(0),e.preventDefault()},onPageDownKey:function(e){this.scrollInView(this.visibleOptions.length-1),e.preventDefault()},onEnterKey:function(e){this.typeahead?this.overlayVisible?(this.focusedOptionIndex!==-1&&(this.multiple&&e.shiftKey?this.onOptionSelectRange(e,this.focusedOptionIndex):this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),e.preventDefault()),this.hide()):(this.focusedOptionIndex=-1,this.onArrowDownKey(e)):this.multiple&&(e.target.value.trim()&&(this.updateModel(e,[].concat(Ee(this.d_value||[]),[e.target.value.trim()])),this.$refs.focusInput.value=""),e.preventDefault())},onSpaceKey:function(e){!this.autoOptionFocus&&this.focusedOptionIndex!==-1&&this.onEnterKey(e)},onEscapeKey:function(e){this.overlayVisible&&this.hide(!0),e.preventDefault()},onTabKey:function(e){this.focusedOptionIndex!==-1&&this.onOptionSelect(e,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide()},onShiftKey:function(){this.startRangeIndex=this.focusedOptionIndex},onBackspaceKey:function(e){if(this.multiple){if(se(this.d_value)&&!this.$refs.focusInput.value){var n=this.d_value[this.d_value.length-1],o=this.d_value.slice(0,-1);this.writeValue(o,e),this.$emit("item-unselect",{originalEvent:e,value:n}),this.$emit("option-unselect",{originalEvent:e,value:n})}e.stopPropagation()}},onArrowLeftKeyOnMultiple:function(){this.focusedMultipleOptionIndex=this.focusedMultipleOptionIndex<1?0:this.focusedMultipleOptionIndex-1},onArrowRightKeyOnMultiple:function(){this.focusedMultipleOptionIndex++,this.focusedMultipleOptionIndex>this.d_value.length-1&&(this.focusedMultipleOptionIndex=-1,Z(this.$refs.focusInput))},onBackspaceKeyOnMultiple:function(e){this.focusedMultipleOptionIndex!==-1&&this.removeOption(e,this.focusedMultipleOptionIndex)},onOverlayEnter:function(e){he.set("overlay",e,this.$primevue.config.zIndex.overlay),xt(e,{position:"absolute",top:"0"}),this.alignOverlay(),this.$attrSelector&&e.setAttribute(this.$attrSelector,"")},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(e){e.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(e){he.clear(e)},alignOverlay:function(){var e=this.multiple?this.$refs.multiContainer:this.$refs.focusInput.$el;this.appendTo==="self"?It(this.overlay,e):(this.overlay.style.minWidth=St(e)+"px",Ct(this.overlay,e))},bindOutsideClickListener:function(){var e=this;this.outsideClickListener||(this.outsideClickListener=function(n){e.overlayVisible&&e.overlay&&e.isOutsideClicked(n)&&e.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var e=this;this.scrollHandler||(this.scrollHandler=new kt(this.$refs.container,function(){e.overlayVisible&&e.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var e=this;this.resizeListener||(this.resizeListener=function(){e.overlayVisible&&!Ot()&&e.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},isOutsideClicked:function(e){return!this.overlay.contains(e.target)&&!this.isInputClicked(e)&&!this.isDropdownClicked(e)},isInputClicked:function(e){return this.multiple?e.target===this.$refs.multiContainer||this.$refs.multiContainer.contains(e.target):e.target===this.$refs.focusInput.$el},isDropdownClicked:function(e){return this.$refs.dropdownButton?e.target===this.$refs.dropdownButton||this.$refs.dropdownButton.contains(e.target):!1},isOptionMatched:function(e,n){var o;return this.isValidOption(e)&&((o=this.getOptionLabel(e))===null||o===void 0?void 0:o.toLocaleLowerCase(this.searchLocale))===n.toLocaleLowerCase(this.searchLocale)},isValidOption:function(e){return se(e)&&!(this.isOptionDisabled(e)||this.isOptionGroup(e))},isValidSelectedOption:function(e){return this.isValidOption(e)&&this.isSelected(e)},isEquals:function(e,n){return ot(e,n,this.equalityKey)},isSelected:function(e){var n=this,o=this.getOptionValue(e);return this.multiple?(this.d_value||[]).some(function(l){return n.isEquals(l,o)}):this.isEquals(this.d_value,this.getOptionValue(e))},findFirstOptionIndex:function(){var e=this;return this.visibleOptions.findIndex(function(n){return e.isValidOption(n)})},findLastOptionIndex:function(){var e=this;return xe(this.visibleOptions,function(n){return e.isValidOption(n)})},findNextOptionIndex:function(e){var n=this,o=e<this.visibleOptions.length-1?this.visibleOptions.slice(e+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+e+1:e},findPrevOptionIndex:function(e){var n=this,o=e>0?xe(this.visibleOptions.slice(0,e),function(l){return n.isValidOption(l)}):-1;return o>-1?o:e},findSelectedOptionIndex:function(){var e=this;return this.$filled?this.visibleOptions.findIndex(function(n){return e.isValidSelectedOption(n)}):-1},findFirstFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findFirstOptionIndex():e},findLastFocusedOptionIndex:function(){var e=this.findSelectedOptionIndex();return e<0?this.findLastOptionIndex():e},search:function(e,n,o){n!=null&&(o==="input"&&n.trim().length===0||(this.searching=!0,this.$emit("complete",{originalEvent:e,query:n})))},removeOption:function(e,n){var o=this,l=this.d_value[n],i=this.d_value.filter(function(r,s){return s!==n}).map(function(r){return o.getOptionValue(r)});this.updateModel(e,i),this.$emit("item-unselect",{originalEvent:e,value:l}),this.$emit("option-unselect",{originalEvent:e,value:l}),this.dirty=!0,Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},changeFocusedOptionIndex:function(e,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(e,this.visibleOptions[n],!1))},scrollInView:function(){var e=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(e.$id,"_").concat(n):e.focusedOptionId,l=it(e.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"start"}):e.virtualScrollerDisabled||e.virtualScroller&&e.virtualScroller.scrollToIndex(n!==-1?n:e.focusedOptionIndex)})},autoUpdateModel:function(){this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex(),this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1))},updateModel:function(e,n){this.writeValue(n,e),this.$emit("change",{originalEvent:e,value:n})},flatOptions:function(e){var n=this;return(e||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var r=n.getOptionGroupChildren(l);return r&&r.forEach(function(s){return o.push(s)}),o},[])},overlayRef:function(e){this.overlay=e},listRef:function(e,n){this.list=e,n&&n(e)},virtualScrollerRef:function(e){this.virtualScroller=e},findNextSelectedOptionIndex:function(e){var n=this,o=this.$filled&&e<this.visibleOptions.length-1?this.visibleOptions.slice(e+1).findIndex(function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o+e+1:-1},findPrevSelectedOptionIndex:function(e){var n=this,o=this.$filled&&e>0?xe(this.visibleOptions.slice(0,e),function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o:-1},findNearestSelectedOptionIndex:function(e){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1,o=-1;return this.$filled&&(n?(o=this.findPrevSelectedOptionIndex(e),o=o===-1?this.findNextSelectedOptionIndex(e):o):(o=this.findNextSelectedOptionIndex(e),o=o===-1?this.findPrevSelectedOptionIndex(e):o)),o>-1?o:e}},computed:{visibleOptions:function(){return this.optionGroupLabel?this.flatOptions(this.suggestions):this.suggestions||[]},inputValue:function(){if(this.$filled)if(ye(this.d_value)==="object"){var e=this.getOptionLabel(this.d_value);return e??this.d_value}else return this.d_value;else return""},hasSelectedOption:function(){return this.$filled},equalityKey:function(){return this.dataKey},searchResultMessageText:function(){return se(this.visibleOptions)&&this.overlayVisible?this.searchMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptySearchMessageText},searchMessageText:function(){return this.searchMessage||this.$primevue.config.locale.searchMessage||""},emptySearchMessageText:function(){return this.emptySearchMessage||this.$primevue.config.locale.emptySearchMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}",this.multiple?this.d_value.length:"1"):this.emptySelectionMessageText},listAriaLabel:function(){return this.$primevue.config.locale.aria?this.$primevue.config.locale.aria.listLabel:void 0},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},focusedMultipleOptionId:function(){return this.focusedMultipleOptionIndex!==-1?"".concat(this.$id,"_multiple_option_").concat(this.focusedMultipleOptionIndex):null},isClearIconVisible:function(){return this.showClear&&this.$filled&&!this.disabled&&!this.loading},ariaSetSize:function(){var e=this;return this.visibleOptions.filter(function(n){return!e.isOptionGroup(n)}).length},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},panelId:function(){return this.$id+"_panel"},containerDataP:function(){return le({fluid:this.$fluid})},overlayDataP:function(){return le(ft({},"portal-"+this.appendTo,"portal-"+this.appendTo))},inputMultipleDataP:function(){return le(ft({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled",empty:!this.$filled},this.size,this.size))}},components:{InputText:Q,VirtualScroller:rt,Portal:gt,Chip:Rt,ChevronDownIcon:at,SpinnerIcon:nt,TimesIcon:vt},directives:{ripple:wt}};function Ae(t){"@babel/helpers - typeof";return Ae=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(e){return typeof e}:function(e){return e&&typeof Symbol=="function"&&e.constructor===Symbol&&e!==Symbol.prototype?"symbol":typeof e},Ae(t)}function ht(t,e){var n=Object.keys(t);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(t);e&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(t,l).enumerable})),n.push.apply(n,o)}return n}function mt(t){for(var e=1;e<arguments.length;e++){var n=arguments[e]!=null?arguments[e]:{};e%2?ht(Object(n),!0).forEach(function(o){ko(t,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(t,Object.getOwnPropertyDescriptors(n)):ht(Object(n)).forEach(function(o){Object.defineProperty(t,o,Object.getOwnPropertyDescriptor(n,o))})}return t}function ko(t,e,n){return(e=Io(e))in t?Object.defineProperty(t,e,{value:n,enumerable:!0,configurable:!0,writable:!0}):t[e]=n,t}function Io(t){var e=So(t,"string");return Ae(e)=="symbol"?e:e+""}function So(t,e){if(Ae(t)!="object"||!t)return t;var n=t[Symbol.toPrimitive];if(n!==void 0){var o=n.call(t,e);if(Ae(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(e==="string"?String:Number)(t)}var Co=["data-p"],xo=["aria-activedescendant","data-p-has-dropdown","data-p"],Lo=["id","aria-label","aria-setsize","aria-posinset"],$o=["id","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid"],Vo=["data-p-has-dropdown"],zo=["disabled","aria-expanded","aria-controls"],Mo=["id","data-p"],To=["id","aria-label"],Ao=["id"],Po=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onClick","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function Fo(t,e,n,o,l,i){var r=q("InputText"),s=q("TimesIcon"),d=q("Chip"),w=q("SpinnerIcon"),y=q("VirtualScroller"),x=q("Portal"),p=$t("ripple");return a(),c("div",b({ref:"container",class:t.cx("root"),style:t.sx("root"),onClick:e[11]||(e[11]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},t.ptmi("root")),[t.multiple?C("",!0):(a(),z(r,{key:0,ref:"focusInput",id:t.inputId,type:"text",name:t.$formName,class:_([t.cx("pcInputText"),t.inputClass]),style:an(t.inputStyle),defaultValue:i.inputValue,placeholder:t.placeholder,tabindex:t.disabled?-1:t.tabindex,fluid:t.$fluid,disabled:t.disabled,size:t.size,invalid:t.invalid,variant:t.variant,autocomplete:"off",role:"combobox","aria-label":t.ariaLabel,"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?i.panelId:void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,onFocus:i.onFocus,onBlur:i.onBlur,onKeydown:i.onKeyDown,onInput:i.onInput,onChange:i.onChange,unstyled:t.unstyled,"data-p-has-dropdown":t.dropdown,pt:t.ptm("pcInputText")},null,8,["id","name","class","style","defaultValue","placeholder","tabindex","fluid","disabled","size","invalid","variant","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","onFocus","onBlur","onKeydown","onInput","onChange","unstyled","data-p-has-dropdown","pt"])),i.isClearIconVisible?T(t.$slots,"clearicon",{key:1,class:_(t.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[M(s,b({class:[t.cx("clearIcon")],onClick:i.onClearClick},t.ptm("clearIcon")),null,16,["class","onClick"])]}):C("",!0),t.multiple?(a(),c("ul",b({key:2,ref:"multiContainer",class:t.cx("inputMultiple"),tabindex:"-1",role:"listbox","aria-orientation":"horizontal","aria-activedescendant":l.focused?i.focusedMultipleOptionId:void 0,onFocus:e[5]||(e[5]=function(){return i.onMultipleContainerFocus&&i.onMultipleContainerFocus.apply(i,arguments)}),onBlur:e[6]||(e[6]=function(){return i.onMultipleContainerBlur&&i.onMultipleContainerBlur.apply(i,arguments)}),onKeydown:e[7]||(e[7]=function(){return i.onMultipleContainerKeyDown&&i.onMultipleContainerKeyDown.apply(i,arguments)}),"data-p-has-dropdown":t.dropdown,"data-p":i.inputMultipleDataP},t.ptm("inputMultiple")),[(a(!0),c(D,null,J(t.d_value,function(m,h){return a(),c("li",b({key:"".concat(h,"_").concat(i.getOptionLabel(m)),id:t.$id+"_multiple_option_"+h,class:t.cx("chipItem",{i:h}),role:"option","aria-label":i.getOptionLabel(m),"aria-selected":!0,"aria-setsize":t.d_value.length,"aria-posinset":h+1},{ref_for:!0},t.ptm("chipItem")),[T(t.$slots,"chip",b({class:t.cx("pcChip"),value:m,index:h,removeCallback:function(f){return i.removeOption(f,h)}},{ref_for:!0},t.ptm("pcChip")),function(){return[M(d,{class:_(t.cx("pcChip")),label:i.getOptionLabel(m),removeIcon:t.chipIcon||t.removeTokenIcon,removable:"",unstyled:t.unstyled,onRemove:function(f){return i.removeOption(f,h)},"data-p-focused":l.focusedMultipleOptionIndex===h,pt:t.ptm("pcChip")},{removeicon:B(function(){return[T(t.$slots,t.$slots.chipicon?"chipicon":"removetokenicon",{class:_(t.cx("chipIcon")),index:h,removeCallback:function(f){return i.removeOption(f,h)}})]}),_:2},1032,["class","label","removeIcon","unstyled","onRemove","data-p-focused","pt"])]})],16,Lo)}),128)),u("li",b({class:t.cx("inputChip"),role:"option"},t.ptm("inputChip")),[u("input",b({ref:"focusInput",id:t.inputId,type:"text",style:t.inputStyle,class:t.inputClass,placeholder:t.placeholder,tabindex:t.disabled?-1:t.tabindex,disabled:t.disabled,autocomplete:"off",role:"combobox","aria-label":t.ariaLabel,"aria-labelledby":t.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":t.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":t.invalid||void 0,onFocus:e[0]||(e[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:e[1]||(e[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:e[2]||(e[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:e[3]||(e[3]=function(){return i.onInput&&i.onInput.apply(i,arguments)}),onChange:e[4]||(e[4]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},t.ptm("input")),null,16,$o)],16)],16,xo)):C("",!0),l.searching||t.loading?T(t.$slots,t.$slots.loader?"loader":"loadingicon",{key:3,class:_(t.cx("loader"))},function(){return[t.loader||t.loadingIcon?(a(),c("i",b({key:0,class:["pi-spin",t.cx("loader"),t.loader,t.loadingIcon],"aria-hidden":"true","data-p-has-dropdown":t.dropdown},t.ptm("loader")),null,16,Vo)):t.loading?(a(),z(w,b({key:1,class:t.cx("loader"),spin:"","aria-hidden":"true","data-p-has-dropdown":t.dropdown},t.ptm("loader")),null,16,["class","data-p-has-dropdown"])):C("",!0)]}):C("",!0),T(t.$slots,t.$slots.dropdown?"dropdown":"dropdownbutton",{toggleCallback:function(h){return i.onDropdownClick(h)}},function(){return[t.dropdown?(a(),c("button",b({key:0,ref:"dropdownButton",type:"button",class:[t.cx("dropdown"),t.dropdownClass],disabled:t.disabled,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":i.panelId,onClick:e[8]||(e[8]=function(){return i.onDropdownClick&&i.onDropdownClick.apply(i,arguments)})},t.ptm("dropdown")),[T(t.$slots,"dropdownicon",{class:_(t.dropdownIcon)},function(){return[(a(),z(me(t.dropdownIcon?"span":"ChevronDownIcon"),b({class:t.dropdownIcon},t.ptm("dropdownIcon")),null,16,["class"]))]})],16,zo)):C("",!0)]}),t.typeahead?(a(),c("span",b({key:4,role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenSearchResult"),{"data-p-hidden-accessible":!0}),L(i.searchResultMessageText),17)):C("",!0),M(x,{appendTo:t.appendTo},{default:B(function(){return[M(Vt,b({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},t.ptm("transition")),{default:B(function(){return[l.overlayVisible?(a(),c("div",b({key:0,ref:i.overlayRef,id:i.panelId,class:[t.cx("overlay"),t.panelClass,t.overlayClass],style:mt(mt({},t.panelStyle),t.overlayStyle),onClick:e[9]||(e[9]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:e[10]||(e[10]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},t.ptm("overlay")),[T(t.$slots,"header",{value:t.d_value,suggestions:i.visibleOptions}),u("div",b({class:t.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?t.scrollHeight:""}},t.ptm("listContainer")),[M(y,b({ref:i.virtualScrollerRef},t.virtualScrollerOptions,{style:{height:t.scrollHeight},items:i.visibleOptions,tabindex:-1,disabled:i.virtualScrollerDisabled,pt:t.ptm("virtualScroller")}),zt({content:B(function(m){var h=m.styleClass,k=m.contentRef,f=m.items,v=m.getItemOptions,O=m.contentStyle,g=m.itemSize;return[u("ul",b({ref:function(F){return i.listRef(F,k)},id:t.$id+"_list",class:[t.cx("list"),h],style:O,role:"listbox","aria-label":i.listAriaLabel},t.ptm("list")),[(a(!0),c(D,null,J(f,function(I,F){return a(),c(D,{key:i.getOptionRenderKey(I,i.getOptionIndex(F,v))},[i.isOptionGroup(I)?(a(),c("li",b({key:0,id:t.$id+"_"+i.getOptionIndex(F,v),style:{height:g?g+"px":void 0},class:t.cx("optionGroup"),role:"option"},{ref_for:!0},t.ptm("optionGroup")),[T(t.$slots,"optiongroup",{option:I.optionGroup,index:i.getOptionIndex(F,v)},function(){return[ie(L(i.getOptionGroupLabel(I.optionGroup)),1)]})],16,Ao)):Mt((a(),c("li",b({key:1,id:t.$id+"_"+i.getOptionIndex(F,v),style:{height:g?g+"px":void 0},class:t.cx("option",{option:I,i:F,getItemOptions:v}),role:"option","aria-label":i.getOptionLabel(I),"aria-selected":i.isSelected(I),"aria-disabled":i.isOptionDisabled(I),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(F,v)),onClick:function(A){return i.onOptionSelect(A,I)},onMousemove:function(A){return i.onOptionMouseMove(A,i.getOptionIndex(F,v))},"data-p-selected":i.isSelected(I),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(F,v),"data-p-disabled":i.isOptionDisabled(I)},{ref_for:!0},i.getPTOptions(I,v,F,"option")),[T(t.$slots,"option",{option:I,index:i.getOptionIndex(F,v)},function(){return[ie(L(i.getOptionLabel(I)),1)]})],16,Po)),[[p]])],64)}),128)),t.showEmptyMessage&&(!f||f&&f.length===0)?(a(),c("li",b({key:0,class:t.cx("emptyMessage"),role:"option"},t.ptm("emptyMessage")),[T(t.$slots,"empty",{},function(){return[ie(L(i.searchResultMessageText),1)]})],16)):C("",!0)],16,To)]}),_:2},[t.$slots.loader?{name:"loader",fn:B(function(m){var h=m.options;return[T(t.$slots,"loader",{options:h})]}),key:"0"}:void 0]),1040,["style","items","disabled","pt"])],16),T(t.$slots,"footer",{value:t.d_value,suggestions:i.visibleOptions}),u("span",b({role:"status","aria-live":"polite",class:"p-hidden-accessible"},t.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),L(i.selectedMessageText),17)],16,Mo)):C("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,Co)}jt.render=Fo;const Ko={key:0,class:"muted"},tt=ve({__name:"LinkInput",props:{modelValue:{},target:{},inputId:{},disabled:{type:Boolean},invalid:{type:Boolean}},emits:["update:modelValue"],setup(t,{emit:e}){const n=t,o=e,l=Fe(),i=W([]);let r=0;async function s(y){if(!n.target||y.query!==""&&y.query!==String(n.modelValue??""))return;const x=++r;let p;try{p=await l.api.call("frappe.desk.search.search_link",{doctype:n.target,txt:y.query,page_length:10},"GET")}catch{p=[]}x===r&&(i.value=p)}function d(){r++}function w(y){o("update:modelValue",typeof y=="string"?y:y&&typeof y=="object"?String(y.value??""):"")}return(y,x)=>(a(),z(S(jt),{"model-value":t.modelValue??"",suggestions:i.value,"option-label":"value","input-id":t.inputId,disabled:t.disabled,invalid:t.invalid,dropdown:"","complete-on-focus":"",delay:150,fluid:"",onComplete:s,onOptionSelect:d,"onUpdate:modelValue":w},{option:B(({option:p})=>[u("div",null,[u("div",null,L(p.value),1),p.description?(a(),c("small",Ko,L(p.description),1)):C("v-if",!0)])]),_:1},8,["model-value","suggestions","input-id","disabled","invalid"]))}}),Do={key:0,class:"check"},Eo={key:9},Bo={key:0,style:{margin:"0 0 .25rem","overflow-wrap":"anywhere"}},Ro=["href"],jo=["id","disabled"],Ho={key:2,class:"muted",role:"status"},Uo={key:3,role:"alert",style:{color:"#b42318"}},Le=ve({__name:"FieldInput",props:{field:{},modelValue:{},inputId:{},readonly:{type:Boolean},doc:{},doctype:{},labelledby:{}},emits:["update:modelValue"],setup(t,{emit:e}){const n=t,o=e,l=Fe(),i=W(!1),r=W(""),s=G(()=>n.field.fieldtype),d=new Set(["Text","Small Text","Long Text","Text Editor","Code","JSON","Markdown Editor","HTML Editor","Signature","Geolocation"]),w=G(()=>(n.field.options??"").split(`
`).map(k=>({value:k,label:k===""?"(none)":k}))),y=G(()=>n.doc&&n.field.options?String(n.doc[n.field.options]??""):""),x=G(()=>n.modelValue?String(n.modelValue).slice(0,19).replace(" ","T"):"");function p(k){o("update:modelValue",k?`${k.replace("T"," ")}${k.length===16?":00":""}`:null)}function m(k){o("update:modelValue",k===""?null:s.value==="Int"?Math.trunc(Number(k)):Number(k))}async function h(k){const f=k.target,v=f.files?.[0];if(v){i.value=!0,r.value="";try{const O=n.doc?.name&&!n.doc.__islocal?{doctype:n.doctype,docname:String(n.doc.name),fieldname:n.field.fieldname}:{},g=await l.api.upload(v,O);o("update:modelValue",g.file_url)}catch(O){r.value=O.message}finally{i.value=!1,f.value=""}}}return(k,f)=>s.value==="Check"?(a(),c("div",Do,[M(S(Ue),{"model-value":!!t.modelValue,binary:"","input-id":t.inputId,disabled:t.readonly,"onUpdate:modelValue":f[0]||(f[0]=v=>o("update:modelValue",v?1:0))},null,8,["model-value","input-id","disabled"]),T(k.$slots,"check-label")])):s.value==="Select"?(a(),z(S(Dt),{key:1,id:t.inputId,"model-value":t.modelValue??"",options:w.value,"option-label":"label","option-value":"value",disabled:t.readonly,"aria-labelledby":t.labelledby,fluid:"","onUpdate:modelValue":f[1]||(f[1]=v=>o("update:modelValue",v))},null,8,["id","model-value","options","disabled","aria-labelledby"])):s.value==="Link"?(a(),z(tt,{key:2,"model-value":t.modelValue,target:t.field.options??"","input-id":t.inputId,disabled:t.readonly,"onUpdate:modelValue":f[2]||(f[2]=v=>o("update:modelValue",v))},null,8,["model-value","target","input-id","disabled"])):s.value==="Dynamic Link"?(a(),z(tt,{key:3,"model-value":t.modelValue,target:y.value,"input-id":t.inputId,disabled:t.readonly,"onUpdate:modelValue":f[3]||(f[3]=v=>o("update:modelValue",v))},null,8,["model-value","target","input-id","disabled"])):S(pi).has(s.value)?(a(),z(S(Q),{key:4,id:t.inputId,type:"number",step:s.value==="Int"||s.value==="Rating"?"1":"any","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":f[4]||(f[4]=v=>m(String(v??"")))},null,8,["id","step","model-value","readonly"])):s.value==="Date"?(a(),z(S(Q),{key:5,id:t.inputId,type:"date","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":f[5]||(f[5]=v=>o("update:modelValue",v||null))},null,8,["id","model-value","readonly"])):s.value==="Datetime"?(a(),z(S(Q),{key:6,id:t.inputId,type:"datetime-local",step:"1","model-value":x.value,readonly:t.readonly,"onUpdate:modelValue":f[6]||(f[6]=v=>p(String(v??"")))},null,8,["id","model-value","readonly"])):s.value==="Time"?(a(),z(S(Q),{key:7,id:t.inputId,type:"time",step:"1","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":f[7]||(f[7]=v=>o("update:modelValue",v||null))},null,8,["id","model-value","readonly"])):S(d).has(s.value)?(a(),z(S(Ne),{key:8,id:t.inputId,"model-value":t.modelValue??"",readonly:t.readonly,rows:"4","auto-resize":"","onUpdate:modelValue":f[8]||(f[8]=v=>o("update:modelValue",v))},null,8,["id","model-value","readonly"])):s.value==="Attach"||s.value==="Attach Image"?(a(),c("div",Eo,[t.modelValue?(a(),c("p",Bo,[u("a",{href:t.modelValue,target:"_blank",rel:"noopener"},L(String(t.modelValue).split("/").pop()),9,Ro)])):C("v-if",!0),t.readonly?C("v-if",!0):(a(),c("input",{key:1,id:t.inputId,type:"file",disabled:i.value,onChange:h},null,40,jo)),i.value?(a(),c("p",Ho,"Uploading…")):C("v-if",!0),r.value?(a(),c("p",Uo,L(r.value),1)):C("v-if",!0)])):s.value==="Password"?(a(),z(S(Q),{key:10,id:t.inputId,type:"password",autocomplete:"new-password","model-value":t.modelValue??"",readonly:t.readonly,"onUpdate:modelValue":f[9]||(f[9]=v=>o("update:modelValue",v))},null,8,["id","model-value","readonly"])):s.value==="Color"?(a(),z(S(Q),{key:11,id:t.inputId,type:"text","model-value":t.modelValue??"",readonly:t.readonly,placeholder:"#rrggbb","onUpdate:modelValue":f[10]||(f[10]=v=>o("update:modelValue",v))},null,8,["id","model-value","readonly"])):(a(),z(S(Q),{key:12,id:t.inputId,"model-value":t.modelValue??"",readonly:t.readonly||s.value==="Read Only","onUpdate:modelValue":f[11]||(f[11]=v=>o("update:modelValue",v))},null,8,["id","model-value","readonly"]))}}),No={class:"table-wrap"},Go=["id","aria-label"],qo=["for","id"],Wo={style:{"white-space":"nowrap"}},Jo={key:0},Yo=["colspan"],Zo={key:0,class:"grid"},Xo=["for"],Qo=["for","id"],_o=ve({__name:"ChildTable",props:{field:{},meta:{},rows:{},readonly:{type:Boolean}},emits:["update:rows"],setup(t,{emit:e}){const n=t,o=e,l=G(()=>mi(n.meta)),i=G(()=>n.meta.fields.filter(p=>!Ke.has(p.fieldtype)&&!de.has(p.fieldtype)&&!p.hidden)),r=W(null),s=G(()=>`${n.field.fieldname}`);function d(){const p={doctype:n.meta.name};for(const m of n.meta.fields)m.default!==void 0&&m.default!==null&&m.default!==""&&(p[m.fieldname]=m.fieldtype==="Check"||m.fieldtype==="Int"?Number(m.default):m.default);return p}function w(p,m,h){o("update:rows",n.rows.map((k,f)=>f===p?{...k,[m]:h}:k))}function y(){o("update:rows",[...n.rows,d()])}function x(p){o("update:rows",n.rows.filter((m,h)=>h!==p))}return(p,m)=>(a(),c(D,null,[u("div",No,[u("table",{class:"plain",id:`table-${s.value}`,"aria-label":S(ae)(t.field)},[u("thead",null,[u("tr",null,[m[2]||(m[2]=u("th",{scope:"col"},"#",-1)),(a(!0),c(D,null,J(l.value,h=>(a(),c("th",{key:h.fieldname,scope:"col"},L(S(ae)(h)),1))),128)),m[3]||(m[3]=u("th",{scope:"col"},[u("span",{class:"sr-only"},"Row actions")],-1))])]),u("tbody",null,[(a(!0),c(D,null,J(t.rows,(h,k)=>(a(),c("tr",{key:h.name??`new-${k}`},[u("td",null,L(k+1),1),(a(!0),c(D,null,J(l.value,f=>(a(),c("td",{key:f.fieldname,style:{"min-width":"9rem"}},[u("label",{for:`${s.value}-${k}-${f.fieldname}`,class:"sr-only",id:`${s.value}-${k}-${f.fieldname}-label`},L(S(ae)(f))+", row "+L(k+1),9,qo),M(Le,{field:f,"model-value":h[f.fieldname],"input-id":`${s.value}-${k}-${f.fieldname}`,labelledby:`${s.value}-${k}-${f.fieldname}-label`,readonly:t.readonly||!!f.read_only,doc:h,doctype:t.meta.name,"onUpdate:modelValue":v=>w(k,f.fieldname,v)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])]))),128)),u("td",Wo,[M(S(U),{text:"",size:"small",label:"Edit","aria-label":`Edit row ${k+1}`,onClick:f=>r.value=k},null,8,["aria-label","onClick"]),t.readonly?C("v-if",!0):(a(),z(S(U),{key:0,text:"",size:"small",severity:"danger",label:"Remove","aria-label":`Remove row ${k+1}`,onClick:f=>x(k)},null,8,["aria-label","onClick"]))])]))),128)),t.rows.length===0?(a(),c("tr",Jo,[u("td",{colspan:l.value.length+2,class:"muted"},"No rows.",8,Yo)])):C("v-if",!0)])],8,Go)]),t.readonly?C("v-if",!0):(a(),z(S(U),{key:0,id:`add-row-${s.value}`,label:"Add row",size:"small",severity:"secondary",style:{"margin-top":".5rem"},onClick:y},null,8,["id"])),M(S(Re),{visible:r.value!==null,modal:"",header:`${S(ae)(t.field)}: row ${(r.value??0)+1}`,style:{width:"min(40rem, 95vw)"},"onUpdate:visible":m[1]||(m[1]=h=>{h||(r.value=null)})},{footer:B(()=>[M(S(U),{label:"Done",onClick:m[0]||(m[0]=h=>r.value=null)})]),default:B(()=>[r.value!==null&&t.rows[r.value]?(a(),c("div",Zo,[(a(!0),c(D,null,J(i.value,h=>(a(),c("div",{key:h.fieldname,class:"field"},[h.fieldtype==="Check"?(a(),z(Le,{key:0,field:h,"model-value":t.rows[r.value][h.fieldname],"input-id":`row-${s.value}-${h.fieldname}`,readonly:t.readonly||!!h.read_only,"onUpdate:modelValue":k=>w(r.value,h.fieldname,k)},{"check-label":B(()=>[u("label",{for:`row-${s.value}-${h.fieldname}`},L(S(ae)(h)),9,Xo)]),_:2},1032,["field","model-value","input-id","readonly","onUpdate:modelValue"])):(a(),c(D,{key:1},[u("label",{for:`row-${s.value}-${h.fieldname}`,id:`row-${s.value}-${h.fieldname}-label`,class:_({reqd:h.reqd})},L(S(ae)(h)),11,Qo),M(Le,{field:h,"model-value":t.rows[r.value][h.fieldname],"input-id":`row-${s.value}-${h.fieldname}`,labelledby:`row-${s.value}-${h.fieldname}-label`,readonly:t.readonly||!!h.read_only,doc:t.rows[r.value],doctype:t.meta.name,"onUpdate:modelValue":k=>w(r.value,h.fieldname,k)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64))]))),128))])):C("v-if",!0)]),_:1},8,["visible","header"])],64))}}),el={"aria-label":"Document details"},tl={class:"card","aria-labelledby":"att-heading"},nl={class:"timeline",id:"attachments"},il=["href"],ol={key:0,class:"muted"},ll={class:"field",style:{"margin-top":".5rem"}},al=["disabled"],rl={class:"card","aria-labelledby":"asg-heading"},sl={class:"timeline",id:"assignments"},dl={key:0,class:"muted"},ul={class:"field"},cl={class:"card","aria-labelledby":"cmt-heading"},pl={class:"field"},fl={class:"timeline",id:"comments"},hl={class:"muted"},ml={class:"card","aria-labelledby":"mail-heading"},bl={class:"timeline",id:"communications"},yl={class:"muted"},vl={class:"muted"},gl={key:0,class:"muted"},wl={class:"card","aria-labelledby":"ver-heading"},Ol={class:"timeline",id:"versions"},kl={class:"muted"},Il={style:{margin:".2rem 0 0","padding-left":"1rem"}},Sl={key:0,class:"muted"},Cl=ve({__name:"DocSidebar",props:{doctype:{},name:{},docinfo:{},doc:{}},emits:["changed"],setup(t,{emit:e}){const n=t,o=e,l=Fe(),i=lt(),r=W(""),s=W(""),d=W(!1),w=v=>String(v??"").replace(/<[^>]*>/g," ").replace(/&nbsp;/g," ").replace(/\s+/g," ").trim(),y=v=>String(v??"").slice(0,16),x=G(()=>(n.docinfo.versions??[]).map(v=>{let O={};try{O=typeof v.data=="string"?JSON.parse(v.data):v.data??{}}catch{O={}}const g=(O.changed??[]).map(([I,F,j])=>`${I}: ${w(F)||"(empty)"} → ${w(j)||"(empty)"}`);for(const[I,F]of O.added??[])g.push(`${I}: row added${F?.name,""}`);for(const[I]of O.removed??[])g.push(`${I}: row removed`);for(const[I,,,F]of O.row_changed??[])g.push(`${I}: row changed (${(F??[]).map(j=>j[0]).join(", ")})`);return g.length===0&&O.creation&&g.push("created"),{name:v.name,owner:v.owner,creation:v.creation,changes:g}}));async function p(v,O){d.value=!0;try{await v(),i.add({severity:"success",summary:O,life:2500}),o("changed")}catch(g){i.add({severity:"error",summary:"Not done",detail:g.message,life:8e3})}finally{d.value=!1}}const m=()=>{const v=r.value.trim();v&&p(async()=>{await l.api.call("frappe.desk.form.utils.add_comment",{reference_doctype:n.doctype,reference_name:n.name,content:v,comment_email:l.boot.user,comment_by:l.boot.user}),r.value=""},"Comment added")},h=()=>{s.value&&p(async()=>{await l.api.call("frappe.desk.form.assign_to.add",{doctype:n.doctype,name:n.name,assign_to:JSON.stringify([s.value])}),s.value=""},"Assigned")},k=v=>p(()=>l.api.call("frappe.desk.form.assign_to.remove",{doctype:n.doctype,name:n.name,assign_to:v}),"Assignment removed");async function f(v){const O=v.target,g=O.files?.[0];g&&(await p(()=>l.api.upload(g,{doctype:n.doctype,docname:n.name}),`Attached ${g.name}`),O.value="")}return(v,O)=>(a(),c("aside",el,[u("section",tl,[O[3]||(O[3]=u("h2",{id:"att-heading"},"Attachments",-1)),u("ul",nl,[(a(!0),c(D,null,J(t.docinfo.attachments,g=>(a(),c("li",{key:g.name},[u("a",{href:g.file_url,target:"_blank",rel:"noopener"},L(g.file_name||g.file_url),9,il)]))),128)),t.docinfo.attachments?.length?C("v-if",!0):(a(),c("li",ol,"None yet."))]),u("div",ll,[O[2]||(O[2]=u("label",{for:"attach-file"},"Attach a file",-1)),u("input",{id:"attach-file",type:"file",disabled:d.value,onChange:f},null,40,al)])]),u("section",rl,[O[5]||(O[5]=u("h2",{id:"asg-heading"},"Assigned to",-1)),u("ul",sl,[(a(!0),c(D,null,J(t.docinfo.assignments,g=>(a(),c("li",{key:g.name,class:"check",style:{"justify-content":"space-between"}},[u("span",null,L(g.owner),1),M(S(U),{text:"",size:"small",label:"Remove","aria-label":`Remove assignment of ${g.owner}`,onClick:I=>k(g.owner)},null,8,["aria-label","onClick"])]))),128)),t.docinfo.assignments?.length?C("v-if",!0):(a(),c("li",dl,"Nobody."))]),u("form",{style:{"margin-top":".5rem"},onSubmit:be(h,["prevent"])},[u("div",ul,[O[4]||(O[4]=u("label",{for:"assign-user"},"Assign to user",-1)),M(tt,{modelValue:s.value,"onUpdate:modelValue":O[0]||(O[0]=g=>s.value=g),target:"User","input-id":"assign-user"},null,8,["modelValue"])]),M(S(U),{type:"submit",label:"Assign",size:"small",severity:"secondary",style:{"margin-top":".4rem"},disabled:d.value||!s.value},null,8,["disabled"])],32)]),u("section",cl,[O[8]||(O[8]=u("h2",{id:"cmt-heading"},"Comments",-1)),u("form",{onSubmit:be(m,["prevent"])},[u("div",pl,[O[6]||(O[6]=u("label",{for:"new-comment"},"Add a comment",-1)),M(S(Ne),{id:"new-comment",modelValue:r.value,"onUpdate:modelValue":O[1]||(O[1]=g=>r.value=g),rows:"3",fluid:""},null,8,["modelValue"])]),M(S(U),{id:"add-comment",type:"submit",label:"Comment",size:"small",style:{"margin-top":".4rem"},disabled:d.value||!r.value.trim()},null,8,["disabled"])],32),u("ul",fl,[(a(!0),c(D,null,J(t.docinfo.comments,g=>(a(),c("li",{key:g.name},[u("strong",null,L(g.owner),1),O[7]||(O[7]=ie()),u("span",hl,L(y(g.creation)),1),u("div",null,L(w(g.content)),1)]))),128))])]),u("section",ml,[O[10]||(O[10]=u("h2",{id:"mail-heading"},"Emails",-1)),u("ul",bl,[(a(!0),c(D,null,J(t.docinfo.communications,g=>(a(),c("li",{key:g.name},[u("strong",null,L(g.subject||"(no subject)"),1),O[9]||(O[9]=ie()),u("span",yl,L(y(g.communication_date||g.creation)),1),u("div",vl,[ie(L(g.sender_full_name||g.sender)+" → "+L(g.recipients),1),g.delivery_status?(a(),c(D,{key:0},[ie(" · "+L(g.delivery_status),1)],64)):C("v-if",!0)]),u("div",null,L(w(g.content)),1)]))),128)),t.docinfo.communications?.length?C("v-if",!0):(a(),c("li",gl,"None yet."))])]),u("section",wl,[O[11]||(O[11]=u("h2",{id:"ver-heading"},"Version history",-1)),u("ul",Ol,[(a(!0),c(D,null,J(x.value,g=>(a(),c("li",{key:g.name},[u("span",kl,L(y(g.creation))+" · "+L(g.owner),1),u("ul",Il,[(a(!0),c(D,null,J(g.changes,(I,F)=>(a(),c("li",{key:F,style:{border:"0",padding:"0"}},L(I),1))),128))])]))),128)),x.value.length?C("v-if",!0):(a(),c("li",Sl,"No changes recorded"+L("")+"."))])])]))}}),xl={class:"field"},Ll={class:"field"},$l={class:"field"},Vl={class:"field"},zl={class:"field"},Ml={class:"field check"},Tl=ve({__name:"MailComposer",props:st({doctype:{},name:{},subject:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:st(["sent"],["update:visible"]),setup(t,{emit:e}){const n=t,o=e,l=rn(t,"visible"),i=Fe(),r=lt(),s=W(!1),d=sn({recipients:"",cc:"",bcc:"",subject:"",content:"",send_me_a_copy:!1});function w(){Object.assign(d,{recipients:"",cc:"",bcc:"",subject:n.subject,content:"",send_me_a_copy:!1})}async function y(){s.value=!0;try{const{message:x,messages:p}=await i.api.callWithMessages("frappe.core.doctype.communication.email.make",{...d,send_me_a_copy:d.send_me_a_copy?1:0,doctype:n.doctype,name:n.name,send_email:1}),m=String(x?.emails_not_sent_to??"");r.add({severity:"success",summary:"Email sent",detail:m?`Not sent to ${m}`:void 0,life:3e3});for(const h of p)r.add({severity:"warn",summary:"Message",detail:h,life:1e4});l.value=!1,o("sent")}catch(x){r.add({severity:"error",summary:"Not sent",detail:x.message,life:8e3})}finally{s.value=!1}}return(x,p)=>(a(),z(S(Re),{visible:l.value,"onUpdate:visible":p[7]||(p[7]=m=>l.value=m),modal:"",header:"New Email",closable:!s.value,style:{width:"min(40rem, 95vw)"},onShow:w},{footer:B(()=>[M(S(U),{label:"Cancel",severity:"secondary",outlined:"",disabled:s.value,onClick:p[6]||(p[6]=m=>l.value=!1)},null,8,["disabled"]),M(S(U),{id:"mail-send",type:"submit",form:"mail-form",label:"Send",loading:s.value,disabled:s.value||!d.recipients.trim()||!d.subject.trim()},null,8,["loading","disabled"])]),default:B(()=>[u("form",{id:"mail-form",class:"mail-form",onSubmit:be(y,["prevent"])},[u("div",xl,[p[8]||(p[8]=u("label",{for:"mail-to",class:"reqd"},"To",-1)),M(S(Q),{id:"mail-to",modelValue:d.recipients,"onUpdate:modelValue":p[0]||(p[0]=m=>d.recipients=m),placeholder:"Comma-separated addresses",autocomplete:"off",autofocus:"",fluid:""},null,8,["modelValue"])]),u("div",Ll,[p[9]||(p[9]=u("label",{for:"mail-cc"},"CC",-1)),M(S(Q),{id:"mail-cc",modelValue:d.cc,"onUpdate:modelValue":p[1]||(p[1]=m=>d.cc=m),autocomplete:"off",fluid:""},null,8,["modelValue"])]),u("div",$l,[p[10]||(p[10]=u("label",{for:"mail-bcc"},"BCC",-1)),M(S(Q),{id:"mail-bcc",modelValue:d.bcc,"onUpdate:modelValue":p[2]||(p[2]=m=>d.bcc=m),autocomplete:"off",fluid:""},null,8,["modelValue"])]),u("div",Vl,[p[11]||(p[11]=u("label",{for:"mail-subject",class:"reqd"},"Subject",-1)),M(S(Q),{id:"mail-subject",modelValue:d.subject,"onUpdate:modelValue":p[3]||(p[3]=m=>d.subject=m),autocomplete:"off",fluid:""},null,8,["modelValue"])]),u("div",zl,[p[12]||(p[12]=u("label",{for:"mail-content"},"Message",-1)),M(S(Ne),{id:"mail-content",modelValue:d.content,"onUpdate:modelValue":p[4]||(p[4]=m=>d.content=m),rows:"8",fluid:""},null,8,["modelValue"])]),u("div",Ml,[M(S(Ue),{modelValue:d.send_me_a_copy,"onUpdate:modelValue":p[5]||(p[5]=m=>d.send_me_a_copy=m),"input-id":"mail-copy",binary:""},null,8,["modelValue"]),p[13]||(p[13]=u("label",{for:"mail-copy"},"Send me a copy",-1))])],32)]),_:1},8,["visible","closable"]))}}),Al=new Set(["name","owner","creation","modified","modified_by","docstatus","idx","doctype","parent","parentfield","parenttype","_user_tags","_comments","_assign","_liked_by","_seen"]);function Pl(t){const e=[{label:"",fields:[]}];for(const n of t.fields)n.fieldtype==="Section Break"||n.fieldtype==="Tab Break"?e.push({label:n.label??"",fields:[]}):Ke.has(n.fieldtype)||e[e.length-1].fields.push(n);return e.filter(n=>n.fields.length>0)}function Fl(t){const e={doctype:t.name,__islocal:1,docstatus:0};for(const n of t.fields)de.has(n.fieldtype)?e[n.fieldname]=[]:n.default!==void 0&&n.default!==null&&n.default!==""&&!/^(Today|now|__user)$/i.test(n.default)?e[n.fieldname]=n.fieldtype==="Check"||n.fieldtype==="Int"?Number(n.default):n.default:n.fieldtype==="Check"&&(e[n.fieldname]=0);return e}function Ht(t,e){return t.map(n=>Object.fromEntries(Object.entries(n).filter(([o])=>e&&o==="name"||!Al.has(o)&&!o.startsWith("__"))))}function Ut(t,e){const n={};e.name&&t.autoname==="prompt"&&(n.name=e.name);for(const o of t.fields){const l=e[o.fieldname];Ke.has(o.fieldtype)||l===void 0||l===null||l===""||(n[o.fieldname]=de.has(o.fieldtype)?Ht(l,!1):l)}return e.amended_from&&(n.amended_from=e.amended_from),n}function We(t,e,n){const o={};for(const l of t.fields){if(Ke.has(l.fieldtype))continue;const i=e[l.fieldname];JSON.stringify(i??null)!==JSON.stringify(n[l.fieldname]??null)&&(o[l.fieldname]=de.has(l.fieldtype)?Ht(i??[],!0):i??null)}return Object.keys(o).length>0&&n.modified&&(o.modified=n.modified),o}function Kl(t,e){return{...Ut({...t,autoname:""},e),amended_from:e.name}}function bt(t,e){const n=t.fields??[];return!Number(t.is_submittable)||n.some(o=>o.fieldname==="amended_from")?t:{...t,fields:[...n,{doctype:"DocField",fieldname:"amended_from",fieldtype:"Link",label:"Amended From",options:e,read_only:1}]}}const Dl={class:"page-head"},El={id:"form-title"},Bl={key:0,style:{"margin-top":"-.5rem"}},Rl={key:2,class:"layout-form"},jl={key:0,class:"card"},Hl={class:"field"},Ul=["aria-label"],Nl={key:0},Gl={class:"grid"},ql=["for"],Wl=["for","id"],Jl={key:3,class:"desc"},Yl={class:"field",style:{"margin-bottom":".75rem"}},Zl={class:"field check"},Xl={for:"rename-merge"},Ql={class:"label"},_l=["id"],na=ve({__name:"FormView",props:{doctype:{},name:{}},setup(t){const e=t,n=Fe(),o=pn(),l=lt(),i=dn(),r=W(null),s=W({}),d=W({}),w=W({}),y=W(null),x=W(""),p=W(!1),m=W(null),h=G(()=>e.name===null),k=G(()=>!!r.value?.issingle),f=G(()=>Number(d.value.docstatus??0)),v=G(()=>r.value?bi(r.value,n.boot.roles):{read:new Set,write:new Set}),O=G(()=>{if(y.value?.permissions)return y.value.permissions;const $=new Set(n.boot.roles),V=(r.value?.permissions??[]).filter(K=>$.has(K.role)&&!(K.permlevel??0)),R=K=>$.has("Administrator")||V.some(we=>we[K])?1:0;return{read:R("read"),write:R("write"),create:R("create"),delete:R("delete"),submit:R("submit"),cancel:R("cancel"),amend:R("amend")}}),g=G(()=>h.value?!!O.value.create:!!O.value.write),I=G(()=>r.value?h.value||Object.keys(We(r.value,d.value,w.value)).length>0:!1),F=G(()=>r.value?Pl(r.value):[]),j=G(()=>{if(h.value)return`New ${e.doctype}`;const $=r.value?.title_field?d.value[r.value.title_field]:"";return k.value?e.doctype:String($||e.name)}),A=G(()=>h.value?{label:"Not Saved",severity:"warn"}:f.value===1?{label:"Submitted",severity:"info"}:f.value===2?{label:"Cancelled",severity:"danger"}:I.value?{label:"Not Saved",severity:"warn"}:r.value?.is_submittable?{label:"Draft",severity:"secondary"}:null);function E($){return!$.hidden&&v.value.read.has($.permlevel??0)}function ne($){return $.read_only||!g.value||!v.value.write.has($.permlevel??0)||f.value===2?!0:f.value===1&&!$.allow_on_submit}const Y=$=>`field-${$.fieldname}`;function H($){l.add({severity:"error",summary:"Not done",detail:$.message,life:8e3})}async function N(){x.value="";try{const $=await n.meta(e.doctype),V={};for(const K of $.fields)de.has(K.fieldtype)&&K.options&&(V[K.fieldname]=await n.meta(K.options));if(h.value){r.value=$,s.value=V,d.value=Fl($),w.value={},y.value=null;return}const R=await n.api.call("frappe.desk.form.load.getdoc",{doctype:e.doctype,name:e.name},"GET");r.value=$,s.value=V,d.value=structuredClone(R.docs[0]),w.value=structuredClone(R.docs[0]),y.value=R.docinfo}catch($){x.value=$.message}}function ue($,V){const R=$.client_secret;e.doctype==="OAuth Client"&&typeof R=="string"&&R&&!/^\*+$/.test(R)?m.value={title:"Client secret (shown once)",items:[["client_id",String($.client_id??$.name)],["client_secret",R]],then:V}:V()}async function ce(){if(r.value){p.value=!0;try{if(h.value){const V=Ut(r.value,d.value),R=await n.api.insert(e.doctype,e.doctype==="DocType"?bt(V,String(d.value.name??"")):V);e.doctype==="DocType"&&n.forgetMeta(R.name),l.add({severity:"success",summary:"Saved",detail:`${e.doctype} ${R.name} created`,life:3e3}),ue(R,()=>o.replace(Se.form(e.doctype,R.name)));return}let $=We(r.value,d.value,w.value);if(Object.keys($).length===0)return;if(e.doctype==="DocType"&&Number(d.value.is_submittable)){const V=bt({is_submittable:1,fields:d.value.fields},String(e.name));V.fields!==d.value.fields&&($={...$,fields:We(r.value,{fields:V.fields},{fields:[]}).fields})}await n.api.update(e.doctype,String(e.name),$),e.doctype==="DocType"&&n.forgetMeta(String(e.name)),l.add({severity:"success",summary:"Saved",life:3e3}),await N()}catch($){H($)}finally{p.value=!1}}}function X($,V){i.require({message:$,header:"Please confirm",rejectProps:{label:"No",severity:"secondary",outlined:!0},acceptProps:{label:"Yes"},accept:V})}async function ee($){p.value=!0;try{await $()}catch(V){H(V)}finally{p.value=!1}}const fe=()=>X(`Submit ${e.name}? A submitted document can no longer be edited.`,()=>ee(async()=>{await n.api.call("frappe.client.submit",{doc:{...w.value,doctype:e.doctype}}),l.add({severity:"success",summary:"Submitted",life:3e3}),await N()})),Ge=()=>X(`Cancel ${e.name}?`,()=>ee(async()=>{await n.api.call("frappe.client.cancel",{doctype:e.doctype,name:e.name}),l.add({severity:"success",summary:"Cancelled",life:3e3}),await N()})),ge=()=>ee(async()=>{const $=await n.api.insert(e.doctype,Kl(r.value,d.value));await o.push(Se.form(e.doctype,$.name))}),De=()=>X(`Delete ${e.doctype} ${e.name}? This cannot be undone.`,()=>ee(async()=>{await n.api.remove(e.doctype,String(e.name)),l.add({severity:"success",summary:"Deleted",life:3e3}),await o.push(Se.list(e.doctype))})),te=W(null),Nt=G(()=>!!r.value&&!h.value&&fi(r.value)&&!!O.value.write);function Gt(){te.value={name:String(e.name),merge:!1}}const qt=()=>ee(async()=>{const $=te.value,V=await n.api.call("frappe.model.rename_doc.update_document_title",{doctype:e.doctype,docname:e.name,name:$.name.trim(),merge:$.merge?1:0});te.value=null,l.add({severity:"success",summary:$.merge?"Merged":"Renamed",detail:`${e.doctype} ${V}`,life:3e3}),await o.replace(Se.form(e.doctype,String(V)))}),Wt=()=>X(`Generate new API keys for ${e.name}? Keys issued before stop working.`,()=>ee(async()=>{const $=await n.api.call("frappe.core.doctype.user.user.generate_keys",{user:e.name});m.value={title:"API keys (the secret is shown once)",items:[["api_key",$.api_key],["api_secret",$.api_secret]],then:()=>{N()}}})),qe=W(!1);function Jt(){const $=m.value?.then;m.value=null,$?.()}return un(N),($,V)=>{const R=q("RouterLink");return a(),c(D,null,[u("div",Dl,[u("h1",El,L(j.value),1),A.value?(a(),z(S(Bt),{key:0,value:A.value.label,severity:A.value.severity,id:"doc-status"},null,8,["value","severity"])):C("v-if",!0),r.value?(a(),c(D,{key:1},[g.value&&f.value===0||f.value===1&&I.value&&g.value?(a(),z(S(U),{key:0,id:"save",label:"Save",loading:p.value,disabled:p.value||!I.value,onClick:ce},null,8,["loading","disabled"])):C("v-if",!0),r.value.is_submittable&&!h.value&&f.value===0&&O.value.submit&&!I.value?(a(),z(S(U),{key:1,id:"submit",label:"Submit",disabled:p.value,onClick:fe},null,8,["disabled"])):C("v-if",!0),r.value.is_submittable&&f.value===1&&O.value.cancel?(a(),z(S(U),{key:2,id:"cancel",label:"Cancel",severity:"warn",disabled:p.value,onClick:Ge},null,8,["disabled"])):C("v-if",!0),r.value.is_submittable&&f.value===2&&O.value.amend?(a(),z(S(U),{key:3,id:"amend",label:"Amend",disabled:p.value,onClick:ge},null,8,["disabled"])):C("v-if",!0),Nt.value?(a(),z(S(U),{key:4,id:"rename",label:"Rename",severity:"secondary",outlined:"",disabled:p.value||I.value,onClick:Gt},null,8,["disabled"])):C("v-if",!0),t.doctype==="User"&&!h.value&&O.value.write?(a(),z(S(U),{key:5,id:"generate-keys",label:"Generate API keys",severity:"secondary",outlined:"",disabled:p.value,onClick:Wt},null,8,["disabled"])):C("v-if",!0),!h.value&&!k.value&&O.value.email?(a(),z(S(U),{key:6,id:"new-email",label:"New Email",severity:"secondary",outlined:"",disabled:p.value,onClick:V[0]||(V[0]=K=>qe.value=!0)},null,8,["disabled"])):C("v-if",!0),!h.value&&!k.value&&O.value.delete&&f.value!==1?(a(),z(S(U),{key:7,id:"delete",label:"Delete",severity:"danger",outlined:"",disabled:p.value,onClick:De},null,8,["disabled"])):C("v-if",!0)],64)):C("v-if",!0)]),k.value?C("v-if",!0):(a(),c("p",Bl,[M(R,{to:S(Se).list(t.doctype)},{default:B(()=>[ie("← "+L(t.doctype)+" list",1)]),_:1},8,["to"])])),x.value?(a(),z(S(cn),{key:1,severity:"error",closable:!1},{default:B(()=>[ie(L(x.value),1)]),_:1})):C("v-if",!0),r.value&&!x.value?(a(),c("div",Rl,[u("form",{id:"doc-form","aria-labelledby":"form-title",onSubmit:be(ce,["prevent"])},[h.value&&r.value.autoname==="prompt"?(a(),c("section",jl,[u("div",Hl,[V[7]||(V[7]=u("label",{for:"field-__name",class:"reqd"},"Name",-1)),M(S(Q),{id:"field-__name",modelValue:d.value.name,"onUpdate:modelValue":V[1]||(V[1]=K=>d.value.name=K),autocomplete:"off"},null,8,["modelValue"])])])):C("v-if",!0),(a(!0),c(D,null,J(F.value,(K,we)=>(a(),c("section",{key:we,class:"card","aria-label":K.label||void 0},[K.label?(a(),c("h2",Nl,L(K.label),1)):C("v-if",!0),u("div",Gl,[(a(!0),c(D,null,J(K.fields,P=>(a(),c(D,{key:P.fieldname},[E(P)?(a(),c("div",{key:0,class:_(["field",{wide:S(de).has(P.fieldtype)||["Text","Long Text","Text Editor","Code","JSON"].includes(P.fieldtype)}])},[S(de).has(P.fieldtype)?(a(),c(D,{key:0},[u("span",{class:_(["label",{reqd:P.reqd}])},L(S(ae)(P)),3),s.value[P.fieldname]?(a(),z(_o,{key:0,field:P,meta:s.value[P.fieldname],rows:d.value[P.fieldname]??[],readonly:ne(P),"onUpdate:rows":Oe=>d.value[P.fieldname]=Oe},null,8,["field","meta","rows","readonly","onUpdate:rows"])):C("v-if",!0)],64)):P.fieldtype==="Check"?(a(),z(Le,{key:1,field:P,modelValue:d.value[P.fieldname],"onUpdate:modelValue":Oe=>d.value[P.fieldname]=Oe,"input-id":Y(P),readonly:ne(P)},{"check-label":B(()=>[u("label",{for:Y(P)},L(S(ae)(P)),9,ql)]),_:2},1032,["field","modelValue","onUpdate:modelValue","input-id","readonly"])):(a(),c(D,{key:2},[u("label",{for:Y(P),id:`${Y(P)}-label`,class:_({reqd:P.reqd})},L(S(ae)(P)),11,Wl),M(Le,{field:P,modelValue:d.value[P.fieldname],"onUpdate:modelValue":Oe=>d.value[P.fieldname]=Oe,"input-id":Y(P),labelledby:`${Y(P)}-label`,readonly:ne(P),doc:d.value,doctype:t.doctype},null,8,["field","modelValue","onUpdate:modelValue","input-id","labelledby","readonly","doc","doctype"])],64)),P.description?(a(),c("p",Jl,L(P.description),1)):C("v-if",!0)],2)):C("v-if",!0)],64))),128))])],8,Ul))),128)),V[8]||(V[8]=u("button",{type:"submit",hidden:"","aria-hidden":"true",tabindex:"-1"},null,-1))],32),!h.value&&y.value?(a(),z(Cl,{key:0,doctype:t.doctype,name:String(t.name),docinfo:y.value,doc:d.value,onChanged:N},null,8,["doctype","name","docinfo","doc"])):C("v-if",!0)])):C("v-if",!0),!h.value&&!k.value?(a(),z(Tl,{key:3,visible:qe.value,"onUpdate:visible":V[2]||(V[2]=K=>qe.value=K),doctype:t.doctype,name:String(t.name),subject:j.value,onSent:N},null,8,["visible","doctype","name","subject"])):C("v-if",!0),M(S(Re),{visible:!!te.value,modal:"",header:`Rename ${t.doctype} ${t.name}`,closable:!p.value,style:{width:"min(32rem, 95vw)"},"onUpdate:visible":V[6]||(V[6]=K=>{K||(te.value=null)})},{footer:B(()=>[M(S(U),{label:"Cancel",severity:"secondary",outlined:"",disabled:p.value,onClick:V[5]||(V[5]=K=>te.value=null)},null,8,["disabled"]),M(S(U),{id:"rename-submit",type:"submit",form:"rename-form",label:te.value?.merge?"Merge":"Rename",loading:p.value,disabled:p.value||!te.value?.name.trim()||te.value?.name.trim()===t.name},null,8,["label","loading","disabled"])]),default:B(()=>[te.value?(a(),c("form",{key:0,id:"rename-form",onSubmit:be(qt,["prevent"])},[u("div",Yl,[V[9]||(V[9]=u("label",{for:"rename-name",class:"reqd"},"New name",-1)),M(S(Q),{id:"rename-name",modelValue:te.value.name,"onUpdate:modelValue":V[3]||(V[3]=K=>te.value.name=K),autocomplete:"off",autofocus:""},null,8,["modelValue"])]),u("div",Zl,[M(S(Ue),{modelValue:te.value.merge,"onUpdate:modelValue":V[4]||(V[4]=K=>te.value.merge=K),"input-id":"rename-merge",binary:""},null,8,["modelValue"]),u("label",Xl,"Merge with an existing "+L(t.doctype)+" of that name",1)])],32)):C("v-if",!0)]),_:1},8,["visible","header","closable"]),M(S(Re),{visible:!!m.value,modal:"",header:m.value?.title,closable:!1,style:{width:"min(36rem, 95vw)"}},{footer:B(()=>[M(S(U),{id:"secret-done",label:"I have copied it",autofocus:"",onClick:Jt})]),default:B(()=>[V[10]||(V[10]=u("p",null,"Copy it now: svc will not show it again.",-1)),(a(!0),c(D,null,J(m.value?.items??[],([K,we])=>(a(),c("div",{key:K,class:"field",style:{"margin-bottom":".75rem"}},[u("span",Ql,L(K),1),u("div",{class:"secret",id:`secret-${K}`},L(we),9,_l)]))),128))]),_:1},8,["visible","header"])],64)}}});export{ta as S,na as _,mi as a,ae as l,Dt as s};
