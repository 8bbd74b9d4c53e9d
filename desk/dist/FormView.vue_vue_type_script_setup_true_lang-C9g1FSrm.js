import{s as qe,o as r,c as p,a as h,m as w,B as ce,v as je,j as F,T as dt,U as ut,V as Ue,W as Le,X as $e,r as W,F as K,C as q,k as S,h as M,Y as Tt,b as Mt,Z as At,d as ee,R as Pt,e as Je,f as se,g as he,$ as bn,a0 as Te,a1 as ct,a2 as yn,a3 as Z,a4 as Ft,a5 as Kt,a6 as Dt,a7 as Et,a8 as Bt,a9 as we,aa as Rt,ab as jt,ac as vn,ad as gn,ae as wn,af as kn,ag as ae,x as Ht,D as le,w as $,q as T,t as ke,i as X,A as j,ah as Nt,E as On,z as Ut,y as Gt,I as Oe,ai as In,aj as Sn,l as Cn,n as xn,G as Se,N as He,H as k,J as G,K as B,L as N,ak as Ge,al as pt,am as Ln,an as $n,ao as bt,ap as Vn,aq as zn,O as Tn,P as Ve,Q as Mn,S as An}from"./index-DeLTppZb.js";var Wt={name:"BlankIcon",extends:qe};function Pn(e){return En(e)||Dn(e)||Kn(e)||Fn()}function Fn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Kn(e,t){if(e){if(typeof e=="string")return _e(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?_e(e,t):void 0}}function Dn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function En(e){if(Array.isArray(e))return _e(e)}function _e(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Bn(e,t,n,o,l,i){return r(),p("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Pn(t[0]||(t[0]=[h("rect",{width:"1",height:"1",fill:"currentColor","fill-opacity":"0"},null,-1)])),16)}Wt.render=Bn;var ft={name:"ChevronDownIcon",extends:qe};function Rn(e){return Un(e)||Nn(e)||Hn(e)||jn()}function jn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Hn(e,t){if(e){if(typeof e=="string")return et(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?et(e,t):void 0}}function Nn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Un(e){if(Array.isArray(e))return et(e)}function et(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Gn(e,t,n,o,l,i){return r(),p("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Rn(t[0]||(t[0]=[h("path",{d:"M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z",fill:"currentColor"},null,-1)])),16)}ft.render=Gn;var qt={name:"SearchIcon",extends:qe};function Wn(e){return Zn(e)||Yn(e)||Jn(e)||qn()}function qn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Jn(e,t){if(e){if(typeof e=="string")return tt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?tt(e,t):void 0}}function Yn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Zn(e){if(Array.isArray(e))return tt(e)}function tt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Xn(e,t,n,o,l,i){return r(),p("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Wn(t[0]||(t[0]=[h("path",{"fill-rule":"evenodd","clip-rule":"evenodd",d:"M2.67602 11.0265C3.6661 11.688 4.83011 12.0411 6.02086 12.0411C6.81149 12.0411 7.59438 11.8854 8.32483 11.5828C8.87005 11.357 9.37808 11.0526 9.83317 10.6803L12.9769 13.8241C13.0323 13.8801 13.0983 13.9245 13.171 13.9548C13.2438 13.985 13.3219 14.0003 13.4007 14C13.4795 14.0003 13.5575 13.985 13.6303 13.9548C13.7031 13.9245 13.7691 13.8801 13.8244 13.8241C13.9367 13.7116 13.9998 13.5592 13.9998 13.4003C13.9998 13.2414 13.9367 13.089 13.8244 12.9765L10.6807 9.8328C11.053 9.37773 11.3573 8.86972 11.5831 8.32452C11.8857 7.59408 12.0414 6.81119 12.0414 6.02056C12.0414 4.8298 11.6883 3.66579 11.0268 2.67572C10.3652 1.68564 9.42494 0.913972 8.32483 0.45829C7.22472 0.00260857 6.01418 -0.116618 4.84631 0.115686C3.67844 0.34799 2.60568 0.921393 1.76369 1.76338C0.921698 2.60537 0.348296 3.67813 0.115991 4.84601C-0.116313 6.01388 0.00291375 7.22441 0.458595 8.32452C0.914277 9.42464 1.68595 10.3649 2.67602 11.0265ZM3.35565 2.0158C4.14456 1.48867 5.07206 1.20731 6.02086 1.20731C7.29317 1.20731 8.51338 1.71274 9.41304 2.6124C10.3127 3.51206 10.8181 4.73226 10.8181 6.00457C10.8181 6.95337 10.5368 7.88088 10.0096 8.66978C9.48251 9.45868 8.73328 10.0736 7.85669 10.4367C6.98011 10.7997 6.01554 10.8947 5.08496 10.7096C4.15439 10.5245 3.2996 10.0676 2.62869 9.39674C1.95778 8.72583 1.50089 7.87104 1.31579 6.94046C1.13068 6.00989 1.22568 5.04532 1.58878 4.16874C1.95187 3.29215 2.56675 2.54292 3.35565 2.0158Z",fill:"currentColor"},null,-1)])),16)}qt.render=Xn;var Qn=`
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
`,_n={root:"p-iconfield"},ei=ce.extend({name:"iconfield",style:Qn,classes:_n}),ti={name:"BaseIconField",extends:je,style:ei,provide:function(){return{$pcIconField:this,$parentInstance:this}}},Jt={name:"IconField",extends:ti,inheritAttrs:!1};function ni(e,t,n,o,l,i){return r(),p("div",w({class:e.cx("root")},e.ptmi("root")),[F(e.$slots,"default")],16)}Jt.render=ni;var ii={root:"p-inputicon"},oi=ce.extend({name:"inputicon",classes:ii}),li={name:"BaseInputIcon",extends:je,style:oi,props:{class:null},provide:function(){return{$pcInputIcon:this,$parentInstance:this}}},Yt={name:"InputIcon",extends:li,inheritAttrs:!1,computed:{containerClass:function(){return[this.cx("root"),this.class]}}};function ai(e,t,n,o,l,i){return r(),p("span",w({class:i.containerClass},e.ptmi("root"),{"aria-hidden":"true"}),[F(e.$slots,"default")],16)}Yt.render=ai;var ri=`
    .p-virtualscroller-loader {
        background: dt('virtualscroller.loader.mask.background');
        color: dt('virtualscroller.loader.mask.color');
    }

    .p-virtualscroller-loading-icon {
        font-size: dt('virtualscroller.loader.icon.size');
        width: dt('virtualscroller.loader.icon.size');
        height: dt('virtualscroller.loader.icon.size');
    }
`,si=`
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
`,yt=ce.extend({name:"virtualscroller",css:si,style:ri}),di={name:"BaseVirtualScroller",extends:je,props:{id:{type:String,default:null},style:null,class:null,items:{type:Array,default:null},itemSize:{type:[Number,Array],default:0},scrollHeight:null,scrollWidth:null,orientation:{type:String,default:"vertical"},numToleratedItems:{type:Number,default:null},delay:{type:Number,default:0},resizeDelay:{type:Number,default:10},lazy:{type:Boolean,default:!1},disabled:{type:Boolean,default:!1},loaderDisabled:{type:Boolean,default:!1},columns:{type:Array,default:null},loading:{type:Boolean,default:!1},showSpacer:{type:Boolean,default:!0},showLoader:{type:Boolean,default:!1},tabindex:{type:Number,default:0},inline:{type:Boolean,default:!1},step:{type:Number,default:0},appendOnly:{type:Boolean,default:!1},autoSize:{type:Boolean,default:!1}},style:yt,provide:function(){return{$pcVirtualScroller:this,$parentInstance:this}},beforeMount:function(){var t;yt.loadCSS({nonce:(t=this.$primevueConfig)===null||t===void 0||(t=t.csp)===null||t===void 0?void 0:t.nonce})}};function Ae(e){"@babel/helpers - typeof";return Ae=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ae(e)}function vt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function ze(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?vt(Object(n),!0).forEach(function(o){Zt(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):vt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function Zt(e,t,n){return(t=ui(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function ui(e){var t=ci(e,"string");return Ae(t)=="symbol"?t:t+""}function ci(e,t){if(Ae(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ae(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var ht={name:"VirtualScroller",extends:di,inheritAttrs:!1,emits:["update:numToleratedItems","scroll","scroll-index-change","lazy-load"],data:function(){var t=this.isBoth();return{first:t?{rows:0,cols:0}:0,last:t?{rows:0,cols:0}:0,page:t?{rows:0,cols:0}:0,numItemsInViewport:t?{rows:0,cols:0}:0,lastScrollPos:t?{top:0,left:0}:0,d_numToleratedItems:this.numToleratedItems,d_loading:this.loading,loaderArr:[],spacerStyle:{},contentStyle:{}}},element:null,content:null,lastScrollPos:null,scrollTimeout:null,resizeTimeout:null,defaultWidth:0,defaultHeight:0,defaultContentWidth:0,defaultContentHeight:0,isRangeChanged:!1,lazyLoadState:{},resizeListener:null,resizeObserver:null,initialized:!1,watch:{numToleratedItems:function(t){this.d_numToleratedItems=t},loading:function(t,n){this.lazy&&t!==n&&t!==this.d_loading&&(this.d_loading=t)},items:{handler:function(t,n){(!n||n.length!==(t||[]).length)&&(this.init(),this.calculateAutoSize())},deep:!0},itemSize:function(){this.init(),this.calculateAutoSize()},orientation:function(){this.lastScrollPos=this.isBoth()?{top:0,left:0}:0},scrollHeight:function(){this.init(),this.calculateAutoSize()},scrollWidth:function(){this.init(),this.calculateAutoSize()}},mounted:function(){this.viewInit(),this.lastScrollPos=this.isBoth()?{top:0,left:0}:0,this.lazyLoadState=this.lazyLoadState||{}},updated:function(){!this.initialized&&this.viewInit()},unmounted:function(){this.unbindResizeListener(),this.initialized=!1},methods:{viewInit:function(){Ue(this.element)&&(this.setContentEl(this.content),this.init(),this.calculateAutoSize(),this.defaultWidth=Le(this.element),this.defaultHeight=$e(this.element),this.defaultContentWidth=Le(this.content),this.defaultContentHeight=$e(this.content),this.initialized=!0),this.element&&this.bindResizeListener()},init:function(){this.disabled||(this.setSize(),this.calculateOptions(),this.setSpacerSize())},isVertical:function(){return this.orientation==="vertical"},isHorizontal:function(){return this.orientation==="horizontal"},isBoth:function(){return this.orientation==="both"},scrollTo:function(t){this.element&&this.element.scrollTo(t)},scrollToIndex:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:"auto",l=this.isBoth(),i=this.isHorizontal(),s=l?t.every(function(P){return P>-1}):t>-1;if(s){var u=this.first,d=this.element,y=d.scrollTop,b=y===void 0?0:y,C=d.scrollLeft,m=C===void 0?0:C,v=this.calculateNumItems(),O=v.numToleratedItems,x=this.getContentPosition(),I=this.itemSize,f=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,Y=arguments.length>1?arguments[1]:void 0;return E<=Y?0:E},c=function(E,Y,oe){return E*Y+oe},a=function(){var E=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,Y=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.scrollTo({left:E,top:Y,behavior:o})},g=l?{rows:0,cols:0}:0,z=!1,H=!1;l?(g={rows:f(t[0],O[0]),cols:f(t[1],O[1])},a(c(g.cols,I[1],x.left),c(g.rows,I[0],x.top)),H=this.lastScrollPos.top!==b||this.lastScrollPos.left!==m,z=g.rows!==u.rows||g.cols!==u.cols):(g=f(t,O),i?a(c(g,I,x.left),b):a(m,c(g,I,x.top)),H=this.lastScrollPos!==(i?m:b),z=g!==u),this.isRangeChanged=z,H&&(this.first=g)}},scrollInView:function(t,n){var o=this,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:"auto";if(n){var i=this.isBoth(),s=this.isHorizontal(),u=i?t.every(function(I){return I>-1}):t>-1;if(u){var d=this.getRenderedRange(),y=d.first,b=d.viewport,C=function(){var f=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,c=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return o.scrollTo({left:f,top:c,behavior:l})},m=n==="to-start",v=n==="to-end";if(m){if(i)b.first.rows-y.rows>t[0]?C(b.first.cols*this.itemSize[1],(b.first.rows-1)*this.itemSize[0]):b.first.cols-y.cols>t[1]&&C((b.first.cols-1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.first-y>t){var O=(b.first-1)*this.itemSize;s?C(O,0):C(0,O)}}else if(v){if(i)b.last.rows-y.rows<=t[0]+1?C(b.first.cols*this.itemSize[1],(b.first.rows+1)*this.itemSize[0]):b.last.cols-y.cols<=t[1]+1&&C((b.first.cols+1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.last-y<=t+1){var x=(b.first+1)*this.itemSize;s?C(x,0):C(0,x)}}}}else this.scrollToIndex(t,l)},getRenderedRange:function(){var t=function(C,m){return Math.floor(C/(m||C))},n=this.first,o=0;if(this.element){var l=this.isBoth(),i=this.isHorizontal(),s=this.element,u=s.scrollTop,d=s.scrollLeft;if(l)n={rows:t(u,this.itemSize[0]),cols:t(d,this.itemSize[1])},o={rows:n.rows+this.numItemsInViewport.rows,cols:n.cols+this.numItemsInViewport.cols};else{var y=i?d:u;n=t(y,this.itemSize),o=n+this.numItemsInViewport}}return{first:this.first,last:this.last,viewport:{first:n,last:o}}},calculateNumItems:function(){var t=this.isBoth(),n=this.isHorizontal(),o=this.itemSize,l=this.getContentPosition(),i=this.element?this.element.offsetWidth-l.left:0,s=this.element?this.element.offsetHeight-l.top:0,u=function(m,v){return Math.ceil(m/(v||m))},d=function(m){return Math.ceil(m/2)},y=t?{rows:u(s,o[0]),cols:u(i,o[1])}:u(n?i:s,o),b=this.d_numToleratedItems||(t?[d(y.rows),d(y.cols)]:d(y));return{numItemsInViewport:y,numToleratedItems:b}},calculateOptions:function(){var t=this,n=this.isBoth(),o=this.first,l=this.calculateNumItems(),i=l.numItemsInViewport,s=l.numToleratedItems,u=function(b,C,m){var v=arguments.length>3&&arguments[3]!==void 0?arguments[3]:!1;return t.getLast(b+C+(b<m?2:3)*m,v)},d=n?{rows:u(o.rows,i.rows,s[0]),cols:u(o.cols,i.cols,s[1],!0)}:u(o,i,s);this.last=d,this.numItemsInViewport=i,this.d_numToleratedItems=s,this.$emit("update:numToleratedItems",this.d_numToleratedItems),this.showLoader&&(this.loaderArr=n?Array.from({length:i.rows}).map(function(){return Array.from({length:i.cols})}):Array.from({length:i})),this.lazy&&Promise.resolve().then(function(){var y;t.lazyLoadState={first:t.step?n?{rows:0,cols:o.cols}:0:o,last:Math.min(t.step?t.step:d,((y=t.items)===null||y===void 0?void 0:y.length)||0)},t.$emit("lazy-load",t.lazyLoadState)})},calculateAutoSize:function(){var t=this;this.autoSize&&!this.d_loading&&Promise.resolve().then(function(){if(t.content){var n=t.isBoth(),o=t.isHorizontal(),l=t.isVertical();t.content.style.minHeight=t.content.style.minWidth="auto",t.content.style.position="relative",t.element.style.contain="none";var i=[Le(t.element),$e(t.element)],s=i[0],u=i[1];(n||o)&&(t.element.style.width=s<t.defaultWidth?s+"px":t.scrollWidth||t.defaultWidth+"px"),(n||l)&&(t.element.style.height=u<t.defaultHeight?u+"px":t.scrollHeight||t.defaultHeight+"px"),t.content.style.minHeight=t.content.style.minWidth="",t.content.style.position="",t.element.style.contain=""}})},getLast:function(){var t,n,o=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,l=arguments.length>1?arguments[1]:void 0;return this.items?Math.min(l?((t=this.columns||this.items[0])===null||t===void 0?void 0:t.length)||0:((n=this.items)===null||n===void 0?void 0:n.length)||0,o):0},getContentPosition:function(){if(this.content){var t=getComputedStyle(this.content),n=parseFloat(t.paddingLeft)+Math.max(parseFloat(t.left)||0,0),o=parseFloat(t.paddingRight)+Math.max(parseFloat(t.right)||0,0),l=parseFloat(t.paddingTop)+Math.max(parseFloat(t.top)||0,0),i=parseFloat(t.paddingBottom)+Math.max(parseFloat(t.bottom)||0,0);return{left:n,right:o,top:l,bottom:i,x:n+o,y:l+i}}return{left:0,right:0,top:0,bottom:0,x:0,y:0}},setSize:function(){var t=this;if(this.element){var n=this.isBoth(),o=this.isHorizontal(),l=this.element.parentElement,i=this.scrollWidth||"".concat(this.element.offsetWidth||l.offsetWidth,"px"),s=this.scrollHeight||"".concat(this.element.offsetHeight||l.offsetHeight,"px"),u=function(y,b){return t.element.style[y]=b};n||o?(u("height",s),u("width",i)):u("height",s)}},setSpacerSize:function(){var t=this,n=this.items;if(n){var o=this.isBoth(),l=this.isHorizontal(),i=this.getContentPosition(),s=function(d,y,b){var C=arguments.length>3&&arguments[3]!==void 0?arguments[3]:0;return t.spacerStyle=ze(ze({},t.spacerStyle),Zt({},"".concat(d),(y||[]).length*b+C+"px"))};o?(s("height",n,this.itemSize[0],i.y),s("width",this.columns||n[1],this.itemSize[1],i.x)):l?s("width",this.columns||n,this.itemSize,i.x):s("height",n,this.itemSize,i.y)}},setContentPosition:function(t){var n=this;if(this.content&&!this.appendOnly){var o=this.isBoth(),l=this.isHorizontal(),i=t?t.first:this.first,s=function(b,C){return b*C},u=function(){var b=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,C=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.contentStyle=ze(ze({},n.contentStyle),{transform:"translate3d(".concat(b,"px, ").concat(C,"px, 0)")})};if(o)u(s(i.cols,this.itemSize[1]),s(i.rows,this.itemSize[0]));else{var d=s(i,this.itemSize);l?u(d,0):u(0,d)}}},onScrollPositionChange:function(t){var n=this,o=t.target,l=this.isBoth(),i=this.isHorizontal(),s=this.getContentPosition(),u=function(U,Q){return U?U>Q?U-Q:U:0},d=function(U,Q){return Math.floor(U/(Q||U))},y=function(U,Q,pe,fe,J,de){return U<=J?J:de?pe-fe-J:Q+J-1},b=function(U,Q,pe,fe,J,de,ne,Ze){if(U<=de)return 0;var ve=Math.max(0,ne?U<Q?pe:U-de:U>Q?pe:U-2*de),me=n.getLast(ve,Ze);return ve>me?me-J:ve},C=function(U,Q,pe,fe,J,de){var ne=Q+fe+2*J;return U>=J&&(ne+=J+1),n.getLast(ne,de)},m=u(o.scrollTop,s.top),v=u(o.scrollLeft,s.left),O=l?{rows:0,cols:0}:0,x=this.last,I=!1,f=this.lastScrollPos;if(l){var c=this.lastScrollPos.top<=m,a=this.lastScrollPos.left<=v;if(!this.appendOnly||this.appendOnly&&(c||a)){var g={rows:d(m,this.itemSize[0]),cols:d(v,this.itemSize[1])},z={rows:y(g.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],c),cols:y(g.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],a)};O={rows:b(g.rows,z.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],c),cols:b(g.cols,z.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],a,!0)},x={rows:C(g.rows,O.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0]),cols:C(g.cols,O.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],!0)},I=O.rows!==this.first.rows||x.rows!==this.last.rows||O.cols!==this.first.cols||x.cols!==this.last.cols||this.isRangeChanged,f={top:m,left:v}}}else{var H=i?v:m,P=this.lastScrollPos<=H;if(!this.appendOnly||this.appendOnly&&P){var E=d(H,this.itemSize),Y=y(E,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,P);O=b(E,Y,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,P),x=C(E,O,this.last,this.numItemsInViewport,this.d_numToleratedItems),I=O!==this.first||x!==this.last||this.isRangeChanged,f=H}}return{first:O,last:x,isRangeChanged:I,scrollPos:f}},onScrollChange:function(t){var n=this.onScrollPositionChange(t),o=n.first,l=n.last,i=n.isRangeChanged,s=n.scrollPos;if(i){var u={first:o,last:l};if(this.setContentPosition(u),this.first=o,this.last=l,this.lastScrollPos=s,this.$emit("scroll-index-change",u),this.lazy&&this.isPageChanged(o)){var d,y,b={first:this.step?Math.min(this.getPageByFirst(o)*this.step,(((d=this.items)===null||d===void 0?void 0:d.length)||0)-this.step):o,last:Math.min(this.step?(this.getPageByFirst(o)+1)*this.step:l,((y=this.items)===null||y===void 0?void 0:y.length)||0)},C=this.lazyLoadState.first!==b.first||this.lazyLoadState.last!==b.last;C&&this.$emit("lazy-load",b),this.lazyLoadState=b}}},onScroll:function(t){var n=this;if(this.$emit("scroll",t),this.delay){if(this.scrollTimeout&&clearTimeout(this.scrollTimeout),this.isPageChanged()){if(!this.d_loading&&this.showLoader){var o=this.onScrollPositionChange(t),l=o.isRangeChanged,i=l||(this.step?this.isPageChanged():!1);i&&(this.d_loading=!0)}this.scrollTimeout=setTimeout(function(){n.onScrollChange(t),n.d_loading&&n.showLoader&&(!n.lazy||n.loading===void 0)&&(n.d_loading=!1,n.page=n.getPageByFirst())},this.delay)}}else this.onScrollChange(t)},onResize:function(){var t=this;this.resizeTimeout&&clearTimeout(this.resizeTimeout),this.resizeTimeout=setTimeout(function(){if(Ue(t.element)){var n=t.isBoth(),o=t.isVertical(),l=t.isHorizontal(),i=[Le(t.element),$e(t.element)],s=i[0],u=i[1],d=s!==t.defaultWidth,y=u!==t.defaultHeight,b=n?d||y:l?d:o?y:!1;b&&(t.d_numToleratedItems=t.numToleratedItems,t.defaultWidth=s,t.defaultHeight=u,t.defaultContentWidth=Le(t.content),t.defaultContentHeight=$e(t.content),t.init())}},this.resizeDelay)},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=this.onResize.bind(this),window.addEventListener("resize",this.resizeListener),window.addEventListener("orientationchange",this.resizeListener),this.resizeObserver=new ResizeObserver(function(){t.onResize()}),this.resizeObserver.observe(this.element))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),window.removeEventListener("orientationchange",this.resizeListener),this.resizeListener=null),this.resizeObserver&&(this.resizeObserver.disconnect(),this.resizeObserver=null)},getOptions:function(t){var n=(this.items||[]).length,o=this.isBoth()?this.first.rows+t:this.first+t;return{index:o,count:n,first:o===0,last:o===n-1,even:o%2===0,odd:o%2!==0}},getLoaderOptions:function(t,n){var o=this.loaderArr.length;return ze({index:t,count:o,first:t===0,last:t===o-1,even:t%2===0,odd:t%2!==0},n)},getPageByFirst:function(t){return Math.floor(((t??this.first)+this.d_numToleratedItems*4)/(this.step||1))},isPageChanged:function(t){return this.step&&!this.lazy?this.page!==this.getPageByFirst(t??this.first):!0},setContentEl:function(t){this.content=t||this.content||ut(this.element,'[data-pc-section="content"]')},elementRef:function(t){this.element=t},contentRef:function(t){this.content=t}},computed:{containerClass:function(){return["p-virtualscroller",this.class,{"p-virtualscroller-inline":this.inline,"p-virtualscroller-both p-both-scroll":this.isBoth(),"p-virtualscroller-horizontal p-horizontal-scroll":this.isHorizontal()}]},contentClass:function(){return["p-virtualscroller-content",{"p-virtualscroller-loading":this.d_loading}]},loaderClass:function(){return["p-virtualscroller-loader",{"p-virtualscroller-loader-mask":!this.$slots.loader}]},loadedItems:function(){var t=this;return this.items&&!this.d_loading?this.isBoth()?this.items.slice(this.appendOnly?0:this.first.rows,this.last.rows).map(function(n){return t.columns?n:n.slice(t.appendOnly?0:t.first.cols,t.last.cols)}):this.isHorizontal()&&this.columns?this.items:this.items.slice(this.appendOnly?0:this.first,this.last):[]},loadedRows:function(){return this.d_loading?this.loaderDisabled?this.loaderArr:[]:this.loadedItems},loadedColumns:function(){if(this.columns){var t=this.isBoth(),n=this.isHorizontal();if(t||n)return this.d_loading&&this.loaderDisabled?t?this.loaderArr[0]:this.loaderArr:this.columns.slice(t?this.first.cols:this.first,t?this.last.cols:this.last)}return this.columns}},components:{SpinnerIcon:dt}},pi=["tabindex"];function fi(e,t,n,o,l,i){var s=W("SpinnerIcon");return e.disabled?(r(),p(K,{key:1},[F(e.$slots,"default"),F(e.$slots,"content",{items:e.items,rows:e.items,columns:i.loadedColumns})],64)):(r(),p("div",w({key:0,ref:i.elementRef,class:i.containerClass,tabindex:e.tabindex,style:e.style,onScroll:t[0]||(t[0]=function(){return i.onScroll&&i.onScroll.apply(i,arguments)})},e.ptmi("root")),[F(e.$slots,"content",{styleClass:i.contentClass,items:i.loadedItems,getItemOptions:i.getOptions,loading:l.d_loading,getLoaderOptions:i.getLoaderOptions,itemSize:e.itemSize,rows:i.loadedRows,columns:i.loadedColumns,contentRef:i.contentRef,spacerStyle:l.spacerStyle,contentStyle:l.contentStyle,vertical:i.isVertical(),horizontal:i.isHorizontal(),both:i.isBoth()},function(){return[h("div",w({ref:i.contentRef,class:i.contentClass,style:l.contentStyle},e.ptm("content")),[(r(!0),p(K,null,q(i.loadedItems,function(u,d){return F(e.$slots,"item",{key:d,item:u,options:i.getOptions(d)})}),128))],16)]}),e.showSpacer?(r(),p("div",w({key:0,class:"p-virtualscroller-spacer",style:l.spacerStyle},e.ptm("spacer")),null,16)):S("",!0),!e.loaderDisabled&&e.showLoader&&l.d_loading?(r(),p("div",w({key:1,class:i.loaderClass},e.ptm("loader")),[e.$slots&&e.$slots.loader?(r(!0),p(K,{key:0},q(l.loaderArr,function(u,d){return F(e.$slots,"loader",{key:d,options:i.getLoaderOptions(d,i.isBoth()&&{numCols:e.d_numItemsInViewport.cols})})}),128)):S("",!0),F(e.$slots,"loadingicon",{},function(){return[M(s,w({spin:"",class:"p-virtualscroller-loading-icon"},e.ptm("loadingIcon")),null,16)]})],16)):S("",!0)],16,pi))}ht.render=fi;var hi=`
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
`,mi={root:function(t){var n=t.instance,o=t.props,l=t.state;return["p-select p-component p-inputwrapper",{"p-disabled":o.disabled,"p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-focus":l.focused,"p-inputwrapper-filled":n.$filled,"p-inputwrapper-focus":l.focused||l.overlayVisible,"p-select-open":l.overlayVisible,"p-select-fluid":n.$fluid,"p-select-sm p-inputfield-sm":o.size==="small","p-select-lg p-inputfield-lg":o.size==="large"}]},label:function(t){var n,o=t.instance,l=t.props;return["p-select-label",{"p-placeholder":!l.editable&&o.label===l.placeholder,"p-select-label-empty":!l.editable&&!o.$slots.value&&(o.label==="p-emptylabel"||((n=o.label)===null||n===void 0?void 0:n.length)===0)}]},clearIcon:"p-select-clear-icon",dropdown:"p-select-dropdown",loadingicon:"p-select-loading-icon",dropdownIcon:"p-select-dropdown-icon",overlay:"p-select-overlay p-component",header:"p-select-header",pcFilter:"p-select-filter",listContainer:"p-select-list-container",list:"p-select-list",optionGroup:"p-select-option-group",optionGroupLabel:"p-select-option-group-label",option:function(t){var n=t.instance,o=t.props,l=t.state,i=t.option,s=t.focusedOption;return["p-select-option",{"p-select-option-selected":n.isSelected(i)&&o.highlightOnSelect,"p-focus":l.focusedOptionIndex===s,"p-disabled":n.isOptionDisabled(i)}]},optionLabel:"p-select-option-label",optionCheckIcon:"p-select-option-check-icon",optionBlankIcon:"p-select-option-blank-icon",emptyMessage:"p-select-empty-message"},bi=ce.extend({name:"select",style:hi,classes:mi}),yi={name:"BaseSelect",extends:Je,props:{options:Array,optionLabel:[String,Function],optionValue:[String,Function],optionDisabled:[String,Function],optionGroupLabel:[String,Function],optionGroupChildren:[String,Function],scrollHeight:{type:String,default:"14rem"},filter:Boolean,filterPlaceholder:String,filterLocale:String,filterMatchMode:{type:String,default:"contains"},filterFields:{type:Array,default:null},editable:Boolean,placeholder:{type:String,default:null},dataKey:null,showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},labelId:{type:String,default:null},labelClass:{type:[String,Object],default:null},labelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},appendTo:{type:[String,Object],default:"body"},loading:{type:Boolean,default:!1},clearIcon:{type:String,default:void 0},dropdownIcon:{type:String,default:void 0},filterIcon:{type:String,default:void 0},loadingIcon:{type:String,default:void 0},resetFilterOnHide:{type:Boolean,default:!1},resetFilterOnClear:{type:Boolean,default:!1},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},autoFilterFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},highlightOnSelect:{type:Boolean,default:!0},checkmark:{type:Boolean,default:!1},filterMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptyFilterMessage:{type:String,default:null},emptyMessage:{type:String,default:null},tabindex:{type:Number,default:0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:bi,provide:function(){return{$pcSelect:this,$parentInstance:this}}};function Pe(e){"@babel/helpers - typeof";return Pe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Pe(e)}function vi(e){return Oi(e)||ki(e)||wi(e)||gi()}function gi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function wi(e,t){if(e){if(typeof e=="string")return nt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?nt(e,t):void 0}}function ki(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Oi(e){if(Array.isArray(e))return nt(e)}function nt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function gt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function wt(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?gt(Object(n),!0).forEach(function(o){ye(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):gt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function ye(e,t,n){return(t=Ii(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Ii(e){var t=Si(e,"string");return Pe(t)=="symbol"?t:t+""}function Si(e,t){if(Pe(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Pe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var Xt={name:"Select",extends:yi,inheritAttrs:!1,emits:["change","focus","blur","before-show","before-hide","show","hide","filter"],outsideClickListener:null,scrollHandler:null,resizeListener:null,labelClickListener:null,matchMediaOrientationListener:null,overlay:null,list:null,virtualScroller:null,searchTimeout:null,searchValue:null,isModelValueChanged:!1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,filterValue:null,overlayVisible:!1,queryOrientation:null}},watch:{modelValue:function(){this.isModelValueChanged=!0},options:function(){this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel(),this.bindLabelClickListener(),this.bindMatchMediaOrientationListener()},updated:function(){this.overlayVisible&&this.isModelValueChanged&&this.scrollInView(this.findSelectedOptionIndex()),this.isModelValueChanged=!1},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.unbindLabelClickListener(),this.unbindMatchMediaOrientationListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(we.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?ae(t,this.optionLabel):t},getOptionValue:function(t){return this.optionValue?ae(t,this.optionValue):t},getOptionRenderKey:function(t,n){return(this.dataKey?ae(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTItemOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?ae(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return ae(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return ae(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),t&&Z(this.$refs.focusInput)},hide:function(t){var n=this,o=function(){n.$emit("before-hide"),n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,n.searchValue="",n.resetFilterOnHide&&(n.filterValue=null),t&&Z(n.$refs.focusInput)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n=this;setTimeout(function(){var o,l;n.focused=!1,n.focusedOptionIndex=-1,n.searchValue="",n.$emit("blur",t),(o=(l=n.formField).onBlur)===null||o===void 0||o.call(l,t)},100)},onKeyDown:function(t){var n=this;if(this.disabled){t.preventDefault();return}if(wn())switch(t.code){case"Backspace":this.onBackspaceKey(t,this.editable);break;case"Enter":case"NumpadDecimal":this.onEnterKey(t);break;default:t.preventDefault();return}var o=t.metaKey||t.ctrlKey;switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,this.editable);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,this.editable);break;case"Home":this.onHomeKey(t,this.editable);break;case"End":this.onEndKey(t,this.editable);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Space":this.onSpaceKey(t,this.editable);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"Backspace":this.onBackspaceKey(t,this.editable);break;case"ShiftLeft":case"ShiftRight":break;default:!o&&kn(t.key)&&(!this.overlayVisible&&this.show(),!this.editable&&this.searchOptions(t,t.key),this.filter&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}));break}this.clicked=!1},onEditableInput:function(t){var n=t.target.value;this.searchValue="";var o=this.searchOptions(t,n);!o&&(this.focusedOptionIndex=-1),this.updateModel(t,n),!this.overlayVisible&&he(n)&&this.show()},onContainerClick:function(t){this.disabled||this.loading||t.target.tagName==="INPUT"||t.target.getAttribute("data-pc-section")==="clearicon"||t.target.closest('[data-pc-section="clearicon"]')||((!this.overlay||!this.overlay.contains(t.target))&&(this.overlayVisible?this.hide(!0):this.show(!0)),this.clicked=!0)},onClearClick:function(t){this.updateModel(t,null),this.resetFilterOnClear&&(this.filterValue=null)},onFirstHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?gn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onLastHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?vn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0;if(this.overlayVisible){var l=this.getOptionValue(n);this.updateModel(t,l),o&&this.hide(!0)}},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onFilterChange:function(t){var n=t.target.value;this.filterValue=n,this.focusedOptionIndex=-1,this.$emit("filter",{originalEvent:t,value:n}),!this.virtualScrollerDisabled&&this.virtualScroller.scrollToIndex(0)},onFilterKeyDown:function(t){if(!t.isComposing)switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,!0);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,!0);break;case"Home":this.onHomeKey(t,!0);break;case"End":this.onEndKey(t,!0);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break}},onFilterBlur:function(){this.focusedOptionIndex=-1},onFilterUpdated:function(){this.overlayVisible&&this.alignOverlay()},onOverlayClick:function(t){jt.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(!this.overlayVisible)this.show(),this.editable&&this.changeFocusedOptionIndex(t,this.findSelectedOptionIndex());else{var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.changeFocusedOptionIndex(t,n)}t.preventDefault()},onArrowUpKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(t.altKey&&!n)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var o=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.changeFocusedOptionIndex(t,o),!this.overlayVisible&&this.show(),t.preventDefault()}},onArrowLeftKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&(this.focusedOptionIndex=-1)},onHomeKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;t.shiftKey?o.setSelectionRange(0,t.target.selectionStart):(o.setSelectionRange(0,0),this.focusedOptionIndex=-1)}else this.changeFocusedOptionIndex(t,this.findFirstOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onEndKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;if(t.shiftKey)o.setSelectionRange(t.target.selectionStart,o.value.length);else{var l=o.value.length;o.setSelectionRange(l,l),this.focusedOptionIndex=-1}}else this.changeFocusedOptionIndex(t,this.findLastOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.overlayVisible?(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.hide(!0)):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)),t.preventDefault()},onSpaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;!n&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault(),t.stopPropagation()},onTabKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n||(this.overlayVisible&&this.hasFocusableElements()?(Z(this.$refs.firstHiddenFocusableElementOnOverlay),t.preventDefault()):(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(this.filter)))},onBackspaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&!this.overlayVisible&&this.show()},onOverlayEnter:function(t){var n=this;we.set("overlay",t,this.$primevue.config.zIndex.overlay),Rt(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.scrollInView(),this.$attrSelector&&t.setAttribute(this.$attrSelector,""),setTimeout(function(){n.autoFilterFocus&&n.filter&&Z(n.$refs.filterInput.$el),n.autoUpdateModel()},1)},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){var n=this;t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.autoFilterFocus&&this.filter&&!this.editable&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){we.clear(t)},alignOverlay:function(){this.appendTo==="self"?Dt(this.overlay,this.$el):this.overlay&&(this.overlay.style.minWidth=Et(this.$el)+"px",Bt(this.overlay,this.$el))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){var o=n.composedPath();t.overlayVisible&&t.overlay&&!o.includes(t.$el)&&!o.includes(t.overlay)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Kt(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!Ft()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},bindLabelClickListener:function(){var t=this;if(!this.editable&&!this.labelClickListener){var n=document.querySelector('label[for="'.concat(this.labelId,'"]'));n&&Ue(n)&&(this.labelClickListener=function(){Z(t.$refs.focusInput)},n.addEventListener("click",this.labelClickListener))}},unbindLabelClickListener:function(){if(this.labelClickListener){var t=document.querySelector('label[for="'.concat(this.labelId,'"]'));t&&Ue(t)&&t.removeEventListener("click",this.labelClickListener)}},bindMatchMediaOrientationListener:function(){var t=this;if(!this.matchMediaOrientationListener){var n=matchMedia("(orientation: portrait)");this.queryOrientation=n,this.matchMediaOrientationListener=function(){t.alignOverlay()},this.queryOrientation.addEventListener("change",this.matchMediaOrientationListener)}},unbindMatchMediaOrientationListener:function(){this.matchMediaOrientationListener&&(this.queryOrientation.removeEventListener("change",this.matchMediaOrientationListener),this.queryOrientation=null,this.matchMediaOrientationListener=null)},hasFocusableElements:function(){return yn(this.overlay,':not([data-p-hidden-focusable="true"])').length>0},isOptionExactMatched:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale))==this.searchValue.toLocaleLowerCase(this.filterLocale)},isOptionStartsWith:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale).startsWith(this.searchValue.toLocaleLowerCase(this.filterLocale)))},isValidOption:function(t){return he(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isSelected:function(t){return ct(this.d_value,this.getOptionValue(t),this.equalityKey)},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Te(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Te(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)})},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},searchOptions:function(t,n){var o=this;this.searchValue=(this.searchValue||"")+n;var l=-1,i=!1;return he(this.searchValue)&&(l=this.visibleOptions.findIndex(function(s){return o.isOptionExactMatched(s)}),l===-1&&(l=this.visibleOptions.findIndex(function(s){return o.isOptionStartsWith(s)})),l!==-1&&(i=!0),l===-1&&this.focusedOptionIndex===-1&&(l=this.findFirstFocusedOptionIndex()),l!==-1&&this.changeFocusedOptionIndex(t,l)),this.searchTimeout&&clearTimeout(this.searchTimeout),this.searchTimeout=setTimeout(function(){o.searchValue="",o.searchTimeout=null},500),i},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=ut(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"nearest"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.autoOptionFocus&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex()),this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1)},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var s=n.getOptionGroupChildren(l);return s&&s.forEach(function(u){return o.push(u)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t}},computed:{visibleOptions:function(){var t=this,n=this.optionGroupLabel?this.flatOptions(this.options):this.options||[];if(this.filterValue){var o=bn.filter(n,this.searchFields,this.filterValue,this.filterMatchMode,this.filterLocale);if(this.optionGroupLabel){var l=this.options||[],i=[];return l.forEach(function(s){var u=t.getOptionGroupChildren(s),d=u.filter(function(y){return o.includes(y)});d.length>0&&i.push(wt(wt({},s),{},ye({},typeof t.optionGroupChildren=="string"?t.optionGroupChildren:"items",vi(d))))}),this.flatOptions(i)}return o}return n},hasSelectedOption:function(){return this.$filled},label:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.placeholder||"p-emptylabel"},editableInputValue:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.d_value||""},equalityKey:function(){return this.optionValue?null:this.dataKey},searchFields:function(){return this.filterFields||[this.optionLabel]},filterResultMessageText:function(){return he(this.visibleOptions)?this.filterMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptyFilterMessageText},filterMessageText:function(){return this.filterMessage||this.$primevue.config.locale.searchMessage||""},emptyFilterMessageText:function(){return this.emptyFilterMessage||this.$primevue.config.locale.emptySearchMessage||this.$primevue.config.locale.emptyFilterMessage||""},emptyMessageText:function(){return this.emptyMessage||this.$primevue.config.locale.emptyMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}","1"):this.emptySelectionMessageText},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},isClearIconVisible:function(){return this.showClear&&this.d_value!=null&&!this.disabled&&!this.loading},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},containerDataP:function(){return se(ye({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))},labelDataP:function(){return se(ye(ye({placeholder:!this.editable&&this.label===this.placeholder,clearable:this.showClear,disabled:this.disabled,editable:this.editable},this.size,this.size),"empty",!this.editable&&!this.$slots.value&&(this.label==="p-emptylabel"||this.label.length===0)))},dropdownIconDataP:function(){return se(ye({},this.size,this.size))},overlayDataP:function(){return se(ye({},"portal-"+this.appendTo,"portal-"+this.appendTo))}},directives:{ripple:Pt},components:{InputText:ee,VirtualScroller:ht,Portal:At,InputIcon:Yt,IconField:Jt,TimesIcon:Mt,ChevronDownIcon:ft,SpinnerIcon:dt,SearchIcon:qt,CheckIcon:Tt,BlankIcon:Wt}},Ci=["id","data-p"],xi=["name","id","value","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","data-p"],Li=["name","id","tabindex","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","aria-disabled","data-p"],$i=["data-p"],Vi=["id"],zi=["id"],Ti=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onMousedown","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function Mi(e,t,n,o,l,i){var s=W("SpinnerIcon"),u=W("InputText"),d=W("SearchIcon"),y=W("InputIcon"),b=W("IconField"),C=W("CheckIcon"),m=W("BlankIcon"),v=W("VirtualScroller"),O=W("Portal"),x=Ht("ripple");return r(),p("div",w({ref:"container",id:e.$id,class:e.cx("root"),onClick:t[12]||(t[12]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.editable?(r(),p("input",w({key:0,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,type:"text",class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],value:i.editableInputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?e.$id+"_list":void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onEditableInput&&i.onEditableInput.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),null,16,xi)):(r(),p("span",w({key:1,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],tabindex:e.disabled?-1:e.tabindex,role:"combobox","aria-label":e.ariaLabel||(i.label==="p-emptylabel"?void 0:i.label),"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,"aria-disabled":e.disabled,onFocus:t[4]||(t[4]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[5]||(t[5]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[6]||(t[6]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),[F(e.$slots,"value",{value:e.d_value,placeholder:e.placeholder},function(){var I;return[le($(i.label==="p-emptylabel"?" ":(I=i.label)!==null&&I!==void 0?I:"empty"),1)]})],16,Li)),i.isClearIconVisible?F(e.$slots,"clearicon",{key:2,class:X(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[(r(),T(ke(e.clearIcon?"i":"TimesIcon"),w({ref:"clearIcon",class:[e.cx("clearIcon"),e.clearIcon],onClick:i.onClearClick},e.ptm("clearIcon"),{"data-pc-section":"clearicon"}),null,16,["class","onClick"]))]}):S("",!0),h("div",w({class:e.cx("dropdown")},e.ptm("dropdown")),[e.loading?F(e.$slots,"loadingicon",{key:0,class:X(e.cx("loadingIcon"))},function(){return[e.loadingIcon?(r(),p("span",w({key:0,class:[e.cx("loadingIcon"),"pi-spin",e.loadingIcon],"aria-hidden":"true"},e.ptm("loadingIcon")),null,16)):(r(),T(s,w({key:1,class:e.cx("loadingIcon"),spin:"","aria-hidden":"true"},e.ptm("loadingIcon")),null,16,["class"]))]}):F(e.$slots,"dropdownicon",{key:1,class:X(e.cx("dropdownIcon"))},function(){return[(r(),T(ke(e.dropdownIcon?"span":"ChevronDownIcon"),w({class:[e.cx("dropdownIcon"),e.dropdownIcon],"aria-hidden":"true","data-p":i.dropdownIconDataP},e.ptm("dropdownIcon")),null,16,["class","data-p"]))]})],16),M(O,{appendTo:e.appendTo},{default:j(function(){return[M(Nt,w({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:j(function(){return[l.overlayVisible?(r(),p("div",w({key:0,ref:i.overlayRef,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:[e.panelStyle,e.overlayStyle],onClick:t[10]||(t[10]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[11]||(t[11]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[h("span",w({ref:"firstHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[7]||(t[7]=function(){return i.onFirstHiddenFocus&&i.onFirstHiddenFocus.apply(i,arguments)})},e.ptm("hiddenFirstFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16),F(e.$slots,"header",{value:e.d_value,options:i.visibleOptions}),e.filter?(r(),p("div",w({key:0,class:e.cx("header")},e.ptm("header")),[M(b,{unstyled:e.unstyled,pt:e.ptm("pcFilterContainer")},{default:j(function(){return[M(u,{ref:"filterInput",type:"text",value:l.filterValue,onVnodeMounted:i.onFilterUpdated,onVnodeUpdated:i.onFilterUpdated,class:X(e.cx("pcFilter")),placeholder:e.filterPlaceholder,variant:e.variant,unstyled:e.unstyled,role:"searchbox",autocomplete:"off","aria-owns":e.$id+"_list","aria-activedescendant":i.focusedOptionId,onKeydown:i.onFilterKeyDown,onBlur:i.onFilterBlur,onInput:i.onFilterChange,pt:e.ptm("pcFilter"),formControl:{novalidate:!0}},null,8,["value","onVnodeMounted","onVnodeUpdated","class","placeholder","variant","unstyled","aria-owns","aria-activedescendant","onKeydown","onBlur","onInput","pt"]),M(y,{unstyled:e.unstyled,pt:e.ptm("pcFilterIconContainer")},{default:j(function(){return[F(e.$slots,"filtericon",{},function(){return[e.filterIcon?(r(),p("span",w({key:0,class:e.filterIcon},e.ptm("filterIcon")),null,16)):(r(),T(d,On(w({key:1},e.ptm("filterIcon"))),null,16))]})]}),_:3},8,["unstyled","pt"])]}),_:3},8,["unstyled","pt"]),h("span",w({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenFilterResult"),{"data-p-hidden-accessible":!0}),$(i.filterResultMessageText),17)],16)):S("",!0),h("div",w({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[M(v,w({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{items:i.visibleOptions,style:{height:e.scrollHeight},tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Ut({content:j(function(I){var f=I.styleClass,c=I.contentRef,a=I.items,g=I.getItemOptions,z=I.contentStyle,H=I.itemSize;return[h("ul",w({ref:function(E){return i.listRef(E,c)},id:e.$id+"_list",class:[e.cx("list"),f],style:z,role:"listbox"},e.ptm("list")),[(r(!0),p(K,null,q(a,function(P,E){return r(),p(K,{key:i.getOptionRenderKey(P,i.getOptionIndex(E,g))},[i.isOptionGroup(P)?(r(),p("li",w({key:0,id:e.$id+"_"+i.getOptionIndex(E,g),style:{height:H?H+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[F(e.$slots,"optiongroup",{option:P.optionGroup,index:i.getOptionIndex(E,g)},function(){return[h("span",w({class:e.cx("optionGroupLabel")},{ref_for:!0},e.ptm("optionGroupLabel")),$(i.getOptionGroupLabel(P.optionGroup)),17)]})],16,zi)):Gt((r(),p("li",w({key:1,id:e.$id+"_"+i.getOptionIndex(E,g),class:e.cx("option",{option:P,focusedOption:i.getOptionIndex(E,g)}),style:{height:H?H+"px":void 0},role:"option","aria-label":i.getOptionLabel(P),"aria-selected":i.isSelected(P),"aria-disabled":i.isOptionDisabled(P),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(E,g)),onMousedown:function(oe){return i.onOptionSelect(oe,P)},onMousemove:function(oe){return i.onOptionMouseMove(oe,i.getOptionIndex(E,g))},onClick:t[8]||(t[8]=Oe(function(){},["stop"])),"data-p-selected":!e.checkmark&&i.isSelected(P),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(E,g),"data-p-disabled":i.isOptionDisabled(P)},{ref_for:!0},i.getPTItemOptions(P,g,E,"option")),[e.checkmark?(r(),p(K,{key:0},[i.isSelected(P)?(r(),T(C,w({key:0,class:e.cx("optionCheckIcon")},{ref_for:!0},e.ptm("optionCheckIcon")),null,16,["class"])):(r(),T(m,w({key:1,class:e.cx("optionBlankIcon")},{ref_for:!0},e.ptm("optionBlankIcon")),null,16,["class"]))],64)):S("",!0),F(e.$slots,"option",{option:P,selected:i.isSelected(P),index:i.getOptionIndex(E,g)},function(){return[h("span",w({class:e.cx("optionLabel")},{ref_for:!0},e.ptm("optionLabel")),$(i.getOptionLabel(P)),17)]})],16,Ti)),[[x]])],64)}),128)),l.filterValue&&(!a||a&&a.length===0)?(r(),p("li",w({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[F(e.$slots,"emptyfilter",{},function(){return[le($(i.emptyFilterMessageText),1)]})],16)):!e.options||e.options&&e.options.length===0?(r(),p("li",w({key:1,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[F(e.$slots,"empty",{},function(){return[le($(i.emptyMessageText),1)]})],16)):S("",!0)],16,Vi)]}),_:2},[e.$slots.loader?{name:"loader",fn:j(function(I){var f=I.options;return[F(e.$slots,"loader",{options:f})]}),key:"0"}:void 0]),1040,["items","style","disabled","pt"])],16),F(e.$slots,"footer",{value:e.d_value,options:i.visibleOptions}),!e.options||e.options&&e.options.length===0?(r(),p("span",w({key:1,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenEmptyMessage"),{"data-p-hidden-accessible":!0}),$(i.emptyMessageText),17)):S("",!0),h("span",w({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),$(i.selectedMessageText),17),h("span",w({ref:"lastHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[9]||(t[9]=function(){return i.onLastHiddenFocus&&i.onLastHiddenFocus.apply(i,arguments)})},e.ptm("hiddenLastFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16)],16,$i)):S("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,Ci)}Xt.render=Mi;const Ce=new Set(["Section Break","Column Break","Tab Break","HTML","Button","Image","Heading","Fold"]),ue=new Set(["Table","Table MultiSelect"]),Ai=new Set(["Int","Float","Currency","Percent","Rating"]),Aa=[{fieldname:"name",fieldtype:"Data",label:"ID"},{fieldname:"modified",fieldtype:"Datetime",label:"Last Updated On"},{fieldname:"creation",fieldtype:"Datetime",label:"Created On"},{fieldname:"owner",fieldtype:"Link",label:"Created By",options:"User"}];function Pi(e){return e.issingle||e.istable||e.autoname==="autoincrement"?!1:!!Number(e.allow_rename??e.custom??0)}function it(e){return(e.autoname??"").trim().toLowerCase()==="prompt"}function re(e){return e.label||e.fieldname.replace(/_/g," ").replace(/^./,t=>t.toUpperCase())}function Fi(e){return e.fields.filter(t=>!Ce.has(t.fieldtype))}function Ki(e){const t=Fi(e).filter(l=>!ue.has(l.fieldtype)&&l.fieldtype!=="Password"&&!l.hidden),n=t.filter(l=>l.in_list_view);if(n.length>0)return n.slice(0,6);const o=t.find(l=>l.fieldname===e.title_field);return o?[o]:t.slice(0,3)}function Di(e,t){const n=new Set(t),o=new Set,l=new Set;for(const i of e.permissions??[]){if(!n.has(i.role))continue;const s=i.permlevel??0;(i.read||i.write)&&o.add(s),i.write&&l.add(s)}if(n.has("Administrator"))for(const i of e.fields)o.add(i.permlevel??0),l.add(i.permlevel??0);return{read:o,write:l}}var Qt={name:"MinusIcon",extends:qe};function Ei(e){return Hi(e)||ji(e)||Ri(e)||Bi()}function Bi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ri(e,t){if(e){if(typeof e=="string")return ot(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?ot(e,t):void 0}}function ji(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Hi(e){if(Array.isArray(e))return ot(e)}function ot(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Ni(e,t,n,o,l,i){return r(),p("svg",w({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Ei(t[0]||(t[0]=[h("path",{d:"M13.2222 7.77778H0.777778C0.571498 7.77778 0.373667 7.69584 0.227806 7.54998C0.0819442 7.40412 0 7.20629 0 7.00001C0 6.79373 0.0819442 6.5959 0.227806 6.45003C0.373667 6.30417 0.571498 6.22223 0.777778 6.22223H13.2222C13.4285 6.22223 13.6263 6.30417 13.7722 6.45003C13.9181 6.5959 14 6.79373 14 7.00001C14 7.20629 13.9181 7.40412 13.7722 7.54998C13.6263 7.69584 13.4285 7.77778 13.2222 7.77778Z",fill:"currentColor"},null,-1)])),16)}Qt.render=Ni;var Ui=`
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
`,Gi={root:function(t){var n=t.instance,o=t.props;return["p-checkbox p-component",{"p-checkbox-checked":n.checked,"p-disabled":o.disabled,"p-invalid":n.$pcCheckboxGroup?n.$pcCheckboxGroup.$invalid:n.$invalid,"p-variant-filled":n.$variant==="filled","p-checkbox-sm p-inputfield-sm":o.size==="small","p-checkbox-lg p-inputfield-lg":o.size==="large"}]},box:"p-checkbox-box",input:"p-checkbox-input",icon:"p-checkbox-icon"},Wi=ce.extend({name:"checkbox",style:Ui,classes:Gi}),qi={name:"BaseCheckbox",extends:Je,props:{value:null,binary:Boolean,indeterminate:{type:Boolean,default:!1},trueValue:{type:null,default:!0},falseValue:{type:null,default:!1},readonly:{type:Boolean,default:!1},required:{type:Boolean,default:!1},tabindex:{type:Number,default:null},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},ariaLabelledby:{type:String,default:null},ariaLabel:{type:String,default:null}},style:Wi,provide:function(){return{$pcCheckbox:this,$parentInstance:this}}};function Fe(e){"@babel/helpers - typeof";return Fe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Fe(e)}function Ji(e,t,n){return(t=Yi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Yi(e){var t=Zi(e,"string");return Fe(t)=="symbol"?t:t+""}function Zi(e,t){if(Fe(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Fe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function Xi(e){return to(e)||eo(e)||_i(e)||Qi()}function Qi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function _i(e,t){if(e){if(typeof e=="string")return lt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?lt(e,t):void 0}}function eo(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function to(e){if(Array.isArray(e))return lt(e)}function lt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var Ye={name:"Checkbox",extends:qi,inheritAttrs:!1,emits:["change","focus","blur","update:indeterminate"],inject:{$pcCheckboxGroup:{default:void 0}},data:function(){return{d_indeterminate:this.indeterminate}},watch:{indeterminate:function(t){this.d_indeterminate=t,this.updateIndeterminate()}},mounted:function(){this.updateIndeterminate()},updated:function(){this.updateIndeterminate()},methods:{getPTOptions:function(t){var n=t==="root"?this.ptmi:this.ptm;return n(t,{context:{checked:this.checked,indeterminate:this.d_indeterminate,disabled:this.disabled}})},onChange:function(t){var n=this;if(!this.disabled&&!this.readonly){var o=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value,l;this.binary?l=this.d_indeterminate?this.trueValue:this.checked?this.falseValue:this.trueValue:this.checked||this.d_indeterminate?l=o.filter(function(i){return!ct(i,n.value)}):l=o?[].concat(Xi(o),[this.value]):[this.value],this.d_indeterminate&&(this.d_indeterminate=!1,this.$emit("update:indeterminate",this.d_indeterminate)),this.$pcCheckboxGroup?this.$pcCheckboxGroup.writeValue(l,t):this.writeValue(l,t),this.$emit("change",t)}},onFocus:function(t){this.$emit("focus",t)},onBlur:function(t){var n,o;this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o,t)},updateIndeterminate:function(){this.$refs.input&&(this.$refs.input.indeterminate=this.d_indeterminate)}},computed:{groupName:function(){return this.$pcCheckboxGroup?this.$pcCheckboxGroup.groupName:this.$formName},checked:function(){var t=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value;return this.d_indeterminate?!1:this.binary?t===this.trueValue:In(this.value,t)},dataP:function(){return se(Ji({invalid:this.$invalid,checked:this.checked,disabled:this.disabled,filled:this.$variant==="filled"},this.size,this.size))}},components:{CheckIcon:Tt,MinusIcon:Qt}},no=["data-p-checked","data-p-indeterminate","data-p-disabled","data-p"],io=["id","value","name","checked","tabindex","disabled","readonly","required","aria-labelledby","aria-label","aria-invalid"],oo=["data-p"];function lo(e,t,n,o,l,i){var s=W("CheckIcon"),u=W("MinusIcon");return r(),p("div",w({class:e.cx("root")},i.getPTOptions("root"),{"data-p-checked":i.checked,"data-p-indeterminate":l.d_indeterminate||void 0,"data-p-disabled":e.disabled,"data-p":i.dataP}),[h("input",w({ref:"input",id:e.inputId,type:"checkbox",class:[e.cx("input"),e.inputClass],style:e.inputStyle,value:e.value,name:i.groupName,checked:i.checked,tabindex:e.tabindex,disabled:e.disabled,readonly:e.readonly,required:e.required,"aria-labelledby":e.ariaLabelledby,"aria-label":e.ariaLabel,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onChange:t[2]||(t[2]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},i.getPTOptions("input")),null,16,io),h("div",w({class:e.cx("box")},i.getPTOptions("box"),{"data-p":i.dataP}),[F(e.$slots,"icon",{checked:i.checked,indeterminate:l.d_indeterminate,class:X(e.cx("icon")),dataP:i.dataP},function(){return[i.checked?(r(),T(s,w({key:0,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):l.d_indeterminate?(r(),T(u,w({key:1,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):S("",!0)]})],16,oo)],16,no)}Ye.render=lo;var ao=`
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
`,ro={root:function(t){var n=t.props;return["p-tag p-component",{"p-tag-info":n.severity==="info","p-tag-success":n.severity==="success","p-tag-warn":n.severity==="warn","p-tag-danger":n.severity==="danger","p-tag-secondary":n.severity==="secondary","p-tag-contrast":n.severity==="contrast","p-tag-rounded":n.rounded}]},icon:"p-tag-icon",label:"p-tag-label"},so=ce.extend({name:"tag",style:ao,classes:ro}),uo={name:"BaseTag",extends:je,props:{value:null,severity:null,rounded:Boolean,icon:String},style:so,provide:function(){return{$pcTag:this,$parentInstance:this}}};function Ke(e){"@babel/helpers - typeof";return Ke=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ke(e)}function co(e,t,n){return(t=po(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function po(e){var t=fo(e,"string");return Ke(t)=="symbol"?t:t+""}function fo(e,t){if(Ke(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ke(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var at={name:"Tag",extends:uo,inheritAttrs:!1,computed:{dataP:function(){return se(co({rounded:this.rounded},this.severity,this.severity))}}},ho=["data-p"];function mo(e,t,n,o,l,i){return r(),p("span",w({class:e.cx("root"),"data-p":i.dataP},e.ptmi("root")),[e.$slots.icon?(r(),T(ke(e.$slots.icon),w({key:0,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(r(),p("span",w({key:1,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):S("",!0),e.value!=null||e.$slots.default?F(e.$slots,"default",{key:2},function(){return[h("span",w({class:e.cx("label")},e.ptm("label")),$(e.value),17)]}):S("",!0)],16,ho)}at.render=mo;class ie extends Error{}const bo=["===","!==","==","!=","<=",">=","&&","||","!","<",">","(",")","[","]",".",",","?",":","-"],kt={true:!0,false:!1,null:null,undefined:void 0},Ot=1e3,It=32;function yo(e){if(e.length>Ot)throw new ie(`longer than ${Ot} characters`);const t=[];let n=0;for(;n<e.length;){const o=e[n];if(/\s/.test(o)){n++;continue}const l=/^\d+(\.\d+)?/.exec(e.slice(n));if(l){t.push({t:"num",v:l[0]}),n+=l[0].length;continue}const i=/^[A-Za-z_$][\w$]*/.exec(e.slice(n));if(i){t.push({t:"id",v:i[0]}),n+=i[0].length;continue}if(o==='"'||o==="'"){let u="";for(n++;n<e.length&&e[n]!==o;n++)u+=e[n]==="\\"?e[++n]??"":e[n];if(e[n]!==o)throw new ie("unterminated string");t.push({t:"str",v:u}),n++;continue}const s=bo.find(u=>e.startsWith(u,n));if(!s)throw new ie(`unexpected "${o}"`);t.push({t:"op",v:s}),n+=s.length}return t.push({t:"end",v:""}),t}function vo(e){const t=yo(e);let n=0,o=0;const l=()=>t[n],i=(...a)=>l().t==="op"&&a.includes(l().v),s=a=>{if(!i(a))throw new ie(`expected "${a}"`);n++},u=a=>{if(++o>It)throw new ie(`nested more than ${It} deep`);try{return a()}finally{o--}},d=(a,g)=>()=>{let z=a();for(;i(...g);)z={k:"binary",op:t[n++].v,left:z,right:a()};return z},y=()=>u(()=>{const a=f();if(!i("?"))return a;n++;const g=y();return s(":"),{k:"cond",test:a,then:g,otherwise:y()}}),b=a=>{const g=[];for(;!i(a);)g.push(y()),i(a)||s(",");return n++,g},C=()=>{const a=t[n++];if(a.t==="num")return{k:"lit",v:Number(a.v)};if(a.t==="str")return{k:"lit",v:a.v};if(a.t==="id")return a.v in kt?{k:"lit",v:kt[a.v]}:{k:"name",name:a.v};if(a.t==="op"&&a.v==="("){const g=y();return s(")"),g}if(a.t==="op"&&a.v==="[")return{k:"list",items:b("]")};throw new ie(a.t==="end"?"unexpected end":`unexpected "${a.v}"`)},m=()=>{let a=C();for(;;)if(i(".")){n++;const g=t[n++];if(g.t!=="id")throw new ie("expected a property name");a={k:"member",object:a,key:{k:"lit",v:g.v}}}else if(i("[")){n++;const g=y();s("]"),a={k:"member",object:a,key:g}}else if(i("("))n++,a={k:"call",callee:a,args:b(")")};else return a},v=()=>i("!","-")?u(()=>({k:"unary",op:t[n++].v,operand:v()})):m(),O=d(v,["<",">","<=",">="]),x=d(O,["===","!==","==","!="]),I=d(x,["&&"]),f=d(I,["||"]),c=y();if(l().t!=="end")throw new ie(`unexpected "${l().v}"`);return c}function St(e,t){if(e===t)return!0;if(e==null||t==null)return e==null&&t==null;if(typeof e=="object"||typeof t=="object")return!1;const n=o=>typeof o=="boolean"?Number(o):typeof o=="string"&&o.trim()===""?0:Number(o);return typeof e=="string"&&typeof t=="string"?!1:n(e)===n(t)}function go(e,t){if(e==null)throw new ie(`cannot read "${String(t)}" of ${String(e)}`);if(t==="length"&&(typeof e=="string"||Array.isArray(e)))return e.length;if(!(typeof e!="object"||typeof t!="string"&&typeof t!="number"))return Object.hasOwn(e,t)?e[t]:void 0}function Ct(e,t){if(Array.isArray(e))return e.some(n=>n===t);if(typeof e=="string")return e.includes(String(t));throw new ie("includes() of neither a list nor a text")}function wo(e,t){const n=e.args.map(o=>_(o,t));if(e.callee.k==="name"&&e.callee.name==="in_list")return Ct(n[0],n[1]);if(e.callee.k==="member"&&e.callee.key.k==="lit"&&e.callee.key.v==="includes")return Ct(_(e.callee.object,t),n[0]);throw new ie("only in_list() and .includes() may be called")}function _(e,t){switch(e.k){case"lit":return e.v;case"name":if(!Object.hasOwn(t,e.name))throw new ie(`unknown name "${e.name}"`);return t[e.name];case"member":return go(_(e.object,t),_(e.key,t));case"call":return wo(e,t);case"list":return e.items.map(n=>_(n,t));case"unary":return e.op==="!"?!_(e.operand,t):-Number(_(e.operand,t));case"cond":return _(e.test,t)?_(e.then,t):_(e.otherwise,t);case"binary":{const n=_(e.left,t);if(e.op==="&&")return n&&_(e.right,t);if(e.op==="||")return n||_(e.right,t);const o=_(e.right,t);switch(e.op){case"===":return n===o;case"!==":return n!==o;case"==":return St(n,o);case"!=":return!St(n,o);default:{const[l,i]=[n,o];return e.op==="<"?l<i:e.op===">"?l>i:e.op==="<="?l<=i:l>=i}}}}}function ko(e,t,n){return _(vo(e),{doc:t,parent:n})}function mt(e,t,n,o){const l=(e??"").trim();if(!l||l.startsWith("fn:"))return o;if(l.startsWith("eval:"))try{return!!ko(l.slice(5),t,n)}catch(s){if(s instanceof ie)return o;throw s}const i=t[l];return Array.isArray(i)?i.length>0:!!i}function De(e,t,n=null){return!e.hidden&&mt(e.depends_on,t,n,!0)}function We(e,t,n=null){return!!e.reqd||mt(e.mandatory_depends_on,t,n,!1)}function _t(e,t,n=null){const o=!t.__islocal&&!!t.name;return!!e.set_only_once&&o||mt(e.read_only_depends_on,t,n,!1)}function en(e){return Array.isArray(e)?e.length>0:e!=null&&!(typeof e=="string"&&e.trim()==="")}function xt(e,t,n){return e.fields.filter(o=>!Ce.has(o.fieldtype)&&De(o,t,n)&&We(o,t,n)&&!en(t[o.fieldname])).map(re)}function Oo(e,t,n,o){const l=o&&!en(t.name)?["Name"]:[];l.push(...xt(e,t,null));for(const i of e.fields){const s=n[i.fieldname];!ue.has(i.fieldtype)||!s||!De(i,t)||(t[i.fieldname]??[]).forEach((u,d)=>{for(const y of xt(s,u,t))l.push(`${re(i)}, row ${d+1}: ${y}`)})}return l}var Io=`
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
`,So={root:function(t){var n=t.instance,o=t.props;return["p-textarea p-component",{"p-filled":n.$filled,"p-textarea-resizable ":o.autoResize,"p-textarea-sm p-inputfield-sm":o.size==="small","p-textarea-lg p-inputfield-lg":o.size==="large","p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-textarea-fluid":n.$fluid}]}},Co=ce.extend({name:"textarea",style:Io,classes:So}),xo={name:"BaseTextarea",extends:Je,props:{autoResize:Boolean},style:Co,provide:function(){return{$pcTextarea:this,$parentInstance:this}}};function Ee(e){"@babel/helpers - typeof";return Ee=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ee(e)}function Lo(e,t,n){return(t=$o(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function $o(e){var t=Vo(e,"string");return Ee(t)=="symbol"?t:t+""}function Vo(e,t){if(Ee(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ee(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var Be={name:"Textarea",extends:xo,inheritAttrs:!1,observer:null,mounted:function(){var t=this;this.autoResize&&(this.observer=new ResizeObserver(function(){requestAnimationFrame(function(){t.resize()})}),this.observer.observe(this.$el))},updated:function(){this.autoResize&&this.resize()},beforeUnmount:function(){this.observer&&this.observer.disconnect()},methods:{resize:function(){if(this.$el.offsetParent){var t=this.$el.style.height,n=parseInt(t)||0,o=this.$el.scrollHeight,l=!n||o>n,i=n&&o<n;i?(this.$el.style.height="auto",this.$el.style.height="".concat(this.$el.scrollHeight,"px")):l&&(this.$el.style.height="".concat(o,"px"))}},onInput:function(t){this.autoResize&&this.resize(),this.writeValue(t.target.value,t)}},computed:{attrs:function(){return w(this.ptmi("root",{context:{filled:this.$filled,disabled:this.disabled}}),this.formField)},dataP:function(){return se(Lo({invalid:this.$invalid,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))}}},zo=["value","name","disabled","aria-invalid","data-p"];function To(e,t,n,o,l,i){return r(),p("textarea",w({class:e.cx("root"),value:e.d_value,name:e.name,disabled:e.disabled,"aria-invalid":e.invalid||void 0,"data-p":i.dataP,onInput:t[0]||(t[0]=function(){return i.onInput&&i.onInput.apply(i,arguments)})},i.attrs),null,16,zo)}Be.render=To;var Mo=`
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
`,Ao={root:"p-chip p-component",image:"p-chip-image",icon:"p-chip-icon",label:"p-chip-label",removeIcon:"p-chip-remove-icon"},Po=ce.extend({name:"chip",style:Mo,classes:Ao}),Fo={name:"BaseChip",extends:je,props:{label:{type:[String,Number],default:null},icon:{type:String,default:null},image:{type:String,default:null},removable:{type:Boolean,default:!1},removeIcon:{type:String,default:void 0}},style:Po,provide:function(){return{$pcChip:this,$parentInstance:this}}},tn={name:"Chip",extends:Fo,inheritAttrs:!1,emits:["remove"],data:function(){return{visible:!0}},methods:{onKeydown:function(t){(t.key==="Enter"||t.key==="Backspace")&&this.close(t)},close:function(t){this.visible=!1,this.$emit("remove",t)}},computed:{dataP:function(){return se({removable:this.removable})}},components:{TimesCircleIcon:Sn}},Ko=["aria-label","data-p"],Do=["src"];function Eo(e,t,n,o,l,i){return l.visible?(r(),p("div",w({key:0,class:e.cx("root"),"aria-label":e.label},e.ptmi("root"),{"data-p":i.dataP}),[F(e.$slots,"default",{},function(){return[e.image?(r(),p("img",w({key:0,src:e.image},e.ptm("image"),{class:e.cx("image")}),null,16,Do)):e.$slots.icon?(r(),T(ke(e.$slots.icon),w({key:1,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(r(),p("span",w({key:2,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):S("",!0),e.label!==null?(r(),p("div",w({key:3,class:e.cx("label")},e.ptm("label")),$(e.label),17)):S("",!0)]}),e.removable?F(e.$slots,"removeicon",{key:0,removeCallback:i.close,keydownCallback:i.onKeydown},function(){return[(r(),T(ke(e.removeIcon?"span":"TimesCircleIcon"),w({class:[e.cx("removeIcon"),e.removeIcon],onClick:i.close,onKeydown:i.onKeydown},e.ptm("removeIcon")),null,16,["class","onClick","onKeydown"]))]}):S("",!0)],16,Ko)):S("",!0)}tn.render=Eo;var Bo=`
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
`,Ro={root:{position:"relative"}},jo={root:function(t){var n=t.instance;return["p-autocomplete p-component p-inputwrapper",{"p-invalid":n.$invalid,"p-focus":n.focused,"p-inputwrapper-filled":n.$filled||he(n.inputValue),"p-inputwrapper-focus":n.focused,"p-autocomplete-open":n.overlayVisible,"p-autocomplete-fluid":n.$fluid,"p-autocomplete-clearable":n.isClearIconVisible}]},pcInputText:"p-autocomplete-input",inputMultiple:function(t){var n=t.instance,o=t.props;return["p-autocomplete-input-multiple",{"p-variant-filled":n.$variant==="filled","p-disabled":o.disabled}]},clearIcon:"p-autocomplete-clear-icon",chipItem:function(t){var n=t.instance,o=t.i;return["p-autocomplete-chip-item",{"p-focus":n.focusedMultipleOptionIndex===o}]},pcChip:"p-autocomplete-chip",chipIcon:"p-autocomplete-chip-icon",inputChip:"p-autocomplete-input-chip",loader:"p-autocomplete-loader",dropdown:"p-autocomplete-dropdown",overlay:"p-autocomplete-overlay p-component",listContainer:"p-autocomplete-list-container",list:"p-autocomplete-list",optionGroup:"p-autocomplete-option-group",option:function(t){var n=t.instance,o=t.option,l=t.i,i=t.getItemOptions;return["p-autocomplete-option",{"p-autocomplete-option-selected":n.isSelected(o),"p-focus":n.focusedOptionIndex===n.getOptionIndex(l,i),"p-disabled":n.isOptionDisabled(o)}]},emptyMessage:"p-autocomplete-empty-message"},Ho=ce.extend({name:"autocomplete",style:Bo,classes:jo,inlineStyles:Ro}),No={name:"BaseAutoComplete",extends:Je,props:{suggestions:{type:Array,default:null},optionLabel:null,optionDisabled:null,optionGroupLabel:null,optionGroupChildren:null,scrollHeight:{type:String,default:"14rem"},dropdown:{type:Boolean,default:!1},dropdownMode:{type:String,default:"blank"},multiple:{type:Boolean,default:!1},loading:{type:Boolean,default:!1},placeholder:{type:String,default:null},dataKey:{type:String,default:null},minLength:{type:Number,default:1},delay:{type:Number,default:300},appendTo:{type:[String,Object],default:"body"},forceSelection:{type:Boolean,default:!1},completeOnFocus:{type:Boolean,default:!1},showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputStyle:{type:Object,default:null},inputClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},dropdownIcon:{type:String,default:null},dropdownClass:{type:[String,Object],default:null},loader:{type:String,default:null},loadingIcon:{type:String,default:null},removeTokenIcon:{type:String,default:null},chipIcon:{type:String,default:null},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},searchLocale:{type:String,default:void 0},searchMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptySearchMessage:{type:String,default:null},showEmptyMessage:{type:Boolean,default:!0},tabindex:{type:Number,default:0},typeahead:{type:Boolean,default:!0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:Ho,provide:function(){return{$pcAutoComplete:this,$parentInstance:this}}};function Lt(e,t,n){return(t=Uo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Uo(e){var t=Go(e,"string");return Ie(t)=="symbol"?t:t+""}function Go(e,t){if(Ie(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ie(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function Ie(e){"@babel/helpers - typeof";return Ie=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ie(e)}function Ne(e){return Yo(e)||Jo(e)||qo(e)||Wo()}function Wo(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function qo(e,t){if(e){if(typeof e=="string")return rt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?rt(e,t):void 0}}function Jo(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Yo(e){if(Array.isArray(e))return rt(e)}function rt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var nn={name:"AutoComplete",extends:No,inheritAttrs:!1,emits:["change","focus","blur","item-select","item-unselect","option-select","option-unselect","dropdown-click","clear","complete","before-show","before-hide","show","hide"],inject:{$pcFluid:{default:null}},outsideClickListener:null,resizeListener:null,scrollHandler:null,overlay:null,virtualScroller:null,searchTimeout:null,dirty:!1,startRangeIndex:-1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,focusedMultipleOptionIndex:-1,overlayVisible:!1,searching:!1}},watch:{suggestions:function(){this.searching&&(this.show(),this.focusedOptionIndex=this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.searching=!1,!this.showEmptyMessage&&this.visibleOptions.length===0&&this.hide()),this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel()},updated:function(){this.overlayVisible&&this.alignOverlay()},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(we.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?ae(t,this.optionLabel):t},getOptionValue:function(t){return t},getOptionRenderKey:function(t,n){return(this.dataKey?ae(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?ae(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return ae(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return ae(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.dirty=!0,this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,t&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},hide:function(t){var n=this,o=function(){var i;n.$emit("before-hide"),n.dirty=t,n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,t&&Z(n.multiple?n.$refs.focusInput:(i=n.$refs.focusInput)===null||i===void 0?void 0:i.$el)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(!this.dirty&&this.completeOnFocus&&this.search(t,t.target.value,"focus"),this.dirty=!0,this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n,o;this.dirty=!1,this.focused=!1,this.focusedOptionIndex=-1,this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o)},onKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t);break;case"ArrowLeft":this.onArrowLeftKey(t);break;case"ArrowRight":this.onArrowRightKey(t);break;case"Home":this.onHomeKey(t);break;case"End":this.onEndKey(t);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Space":this.onSpaceKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"ShiftLeft":case"ShiftRight":this.onShiftKey(t);break;case"Backspace":this.onBackspaceKey(t);break}this.clicked=!1},onInput:function(t){var n=this;if(this.typeahead){this.searchTimeout&&clearTimeout(this.searchTimeout);var o=t.target.value;this.multiple||this.updateModel(t,o),o.length===0?(this.searching=!1,this.hide(),this.$emit("clear")):o.length>=this.minLength?(this.focusedOptionIndex=-1,this.searchTimeout=setTimeout(function(){n.search(t,o,"input")},this.delay)):(this.searching=!1,this.hide())}},onChange:function(t){var n=this;if(this.forceSelection){var o=!1;if(this.visibleOptions&&!this.multiple){var l,i=this.multiple?this.$refs.focusInput.value:(l=this.$refs.focusInput)===null||l===void 0||(l=l.$el)===null||l===void 0?void 0:l.value,s=this.visibleOptions.find(function(y){return n.isOptionMatched(y,i||"")});s!==void 0&&(o=!0,!this.isSelected(s)&&this.onOptionSelect(t,s))}if(!o){if(this.multiple)this.$refs.focusInput.value="";else{var u,d=(u=this.$refs.focusInput)===null||u===void 0?void 0:u.$el;d&&(d.value="")}this.$emit("clear"),!this.multiple&&this.updateModel(t,null)}}},onMultipleContainerFocus:function(){this.disabled||(this.focused=!0)},onMultipleContainerBlur:function(){this.focusedMultipleOptionIndex=-1,this.focused=!1},onMultipleContainerKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowLeft":this.onArrowLeftKeyOnMultiple(t);break;case"ArrowRight":this.onArrowRightKeyOnMultiple(t);break;case"Backspace":this.onBackspaceKeyOnMultiple(t);break}},onContainerClick:function(t){this.clicked=!0,!(this.disabled||this.searching||this.loading||this.isDropdownClicked(t))&&(!this.overlay||!this.overlay.contains(t.target))&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},onDropdownClick:function(t){var n=void 0;if(this.overlayVisible)this.hide(!0);else{var o=this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el;Z(o),n=o.value,this.dropdownMode==="blank"?this.search(t,"","dropdown"):this.dropdownMode==="current"&&this.search(t,n,"dropdown")}this.$emit("dropdown-click",{originalEvent:t,query:n})},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0,l=this.getOptionValue(n);this.multiple?(this.$refs.focusInput.value="",this.isSelected(n)||this.updateModel(t,[].concat(Ne(this.d_value||[]),[l]))):this.updateModel(t,l),this.$emit("item-select",{originalEvent:t,value:n}),this.$emit("option-select",{originalEvent:t,value:n}),o&&this.hide(!0)},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onOptionSelectRange:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:-1,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:-1;if(o===-1&&(o=this.findNearestSelectedOptionIndex(l,!0)),l===-1&&(l=this.findNearestSelectedOptionIndex(o)),o!==-1&&l!==-1){var i=Math.min(o,l),s=Math.max(o,l),u=this.visibleOptions.slice(i,s+1).filter(function(d){return n.isValidOption(d)}).filter(function(d){return!n.isSelected(d)}).map(function(d){return n.getOptionValue(d)});this.updateModel(t,[].concat(Ne(this.d_value||[]),Ne(u)))}},onClearClick:function(t){this.updateModel(t,null),this.$emit("clear")},onOverlayClick:function(t){jt.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(this.overlayVisible){var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,this.startRangeIndex,n),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowUpKey:function(t){if(this.overlayVisible)if(t.altKey)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var n=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,n,this.startRangeIndex),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowLeftKey:function(t){var n=t.currentTarget;this.focusedOptionIndex=-1,this.multiple&&(Cn(n.value)&&this.$filled?(Z(this.$refs.multiContainer),this.focusedMultipleOptionIndex=this.d_value.length):t.stopPropagation())},onArrowRightKey:function(t){this.focusedOptionIndex=-1,this.multiple&&t.stopPropagation()},onHomeKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findFirstOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,i,this.startRangeIndex),n.setSelectionRange(0,t.shiftKey?o:0),this.focusedOptionIndex=-1,t.preventDefault()},onEndKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findLastOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,this.startRangeIndex,i),n.setSelectionRange(t.shiftKey?0:o,o),this.focusedOptionIndex=-1,t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.typeahead?this.overlayVisible?(this.focusedOptionIndex!==-1&&(this.multiple&&t.shiftKey?this.onOptionSelectRange(t,this.focusedOptionIndex):this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),t.preventDefault()),this.hide()):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)):this.multiple&&(t.target.value.trim()&&(this.updateModel(t,[].concat(Ne(this.d_value||[]),[t.target.value.trim()])),this.$refs.focusInput.value=""),t.preventDefault())},onSpaceKey:function(t){!this.autoOptionFocus&&this.focusedOptionIndex!==-1&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault()},onTabKey:function(t){this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide()},onShiftKey:function(){this.startRangeIndex=this.focusedOptionIndex},onBackspaceKey:function(t){if(this.multiple){if(he(this.d_value)&&!this.$refs.focusInput.value){var n=this.d_value[this.d_value.length-1],o=this.d_value.slice(0,-1);this.writeValue(o,t),this.$emit("item-unselect",{originalEvent:t,value:n}),this.$emit("option-unselect",{originalEvent:t,value:n})}t.stopPropagation()}},onArrowLeftKeyOnMultiple:function(){this.focusedMultipleOptionIndex=this.focusedMultipleOptionIndex<1?0:this.focusedMultipleOptionIndex-1},onArrowRightKeyOnMultiple:function(){this.focusedMultipleOptionIndex++,this.focusedMultipleOptionIndex>this.d_value.length-1&&(this.focusedMultipleOptionIndex=-1,Z(this.$refs.focusInput))},onBackspaceKeyOnMultiple:function(t){this.focusedMultipleOptionIndex!==-1&&this.removeOption(t,this.focusedMultipleOptionIndex)},onOverlayEnter:function(t){we.set("overlay",t,this.$primevue.config.zIndex.overlay),Rt(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.$attrSelector&&t.setAttribute(this.$attrSelector,"")},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){we.clear(t)},alignOverlay:function(){var t=this.multiple?this.$refs.multiContainer:this.$refs.focusInput.$el;this.appendTo==="self"?Dt(this.overlay,t):(this.overlay.style.minWidth=Et(t)+"px",Bt(this.overlay,t))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){t.overlayVisible&&t.overlay&&t.isOutsideClicked(n)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Kt(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!Ft()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},isOutsideClicked:function(t){return!this.overlay.contains(t.target)&&!this.isInputClicked(t)&&!this.isDropdownClicked(t)},isInputClicked:function(t){return this.multiple?t.target===this.$refs.multiContainer||this.$refs.multiContainer.contains(t.target):t.target===this.$refs.focusInput.$el},isDropdownClicked:function(t){return this.$refs.dropdownButton?t.target===this.$refs.dropdownButton||this.$refs.dropdownButton.contains(t.target):!1},isOptionMatched:function(t,n){var o;return this.isValidOption(t)&&((o=this.getOptionLabel(t))===null||o===void 0?void 0:o.toLocaleLowerCase(this.searchLocale))===n.toLocaleLowerCase(this.searchLocale)},isValidOption:function(t){return he(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isEquals:function(t,n){return ct(t,n,this.equalityKey)},isSelected:function(t){var n=this,o=this.getOptionValue(t);return this.multiple?(this.d_value||[]).some(function(l){return n.isEquals(l,o)}):this.isEquals(this.d_value,this.getOptionValue(t))},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Te(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Te(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.$filled?this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)}):-1},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},search:function(t,n,o){n!=null&&(o==="input"&&n.trim().length===0||(this.searching=!0,this.$emit("complete",{originalEvent:t,query:n})))},removeOption:function(t,n){var o=this,l=this.d_value[n],i=this.d_value.filter(function(s,u){return u!==n}).map(function(s){return o.getOptionValue(s)});this.updateModel(t,i),this.$emit("item-unselect",{originalEvent:t,value:l}),this.$emit("option-unselect",{originalEvent:t,value:l}),this.dirty=!0,Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=ut(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"start"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex(),this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1))},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var s=n.getOptionGroupChildren(l);return s&&s.forEach(function(u){return o.push(u)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t},findNextSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o+t+1:-1},findPrevSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t>0?Te(this.visibleOptions.slice(0,t),function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o:-1},findNearestSelectedOptionIndex:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1,o=-1;return this.$filled&&(n?(o=this.findPrevSelectedOptionIndex(t),o=o===-1?this.findNextSelectedOptionIndex(t):o):(o=this.findNextSelectedOptionIndex(t),o=o===-1?this.findPrevSelectedOptionIndex(t):o)),o>-1?o:t}},computed:{visibleOptions:function(){return this.optionGroupLabel?this.flatOptions(this.suggestions):this.suggestions||[]},inputValue:function(){if(this.$filled)if(Ie(this.d_value)==="object"){var t=this.getOptionLabel(this.d_value);return t??this.d_value}else return this.d_value;else return""},hasSelectedOption:function(){return this.$filled},equalityKey:function(){return this.dataKey},searchResultMessageText:function(){return he(this.visibleOptions)&&this.overlayVisible?this.searchMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptySearchMessageText},searchMessageText:function(){return this.searchMessage||this.$primevue.config.locale.searchMessage||""},emptySearchMessageText:function(){return this.emptySearchMessage||this.$primevue.config.locale.emptySearchMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}",this.multiple?this.d_value.length:"1"):this.emptySelectionMessageText},listAriaLabel:function(){return this.$primevue.config.locale.aria?this.$primevue.config.locale.aria.listLabel:void 0},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},focusedMultipleOptionId:function(){return this.focusedMultipleOptionIndex!==-1?"".concat(this.$id,"_multiple_option_").concat(this.focusedMultipleOptionIndex):null},isClearIconVisible:function(){return this.showClear&&this.$filled&&!this.disabled&&!this.loading},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},panelId:function(){return this.$id+"_panel"},containerDataP:function(){return se({fluid:this.$fluid})},overlayDataP:function(){return se(Lt({},"portal-"+this.appendTo,"portal-"+this.appendTo))},inputMultipleDataP:function(){return se(Lt({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled",empty:!this.$filled},this.size,this.size))}},components:{InputText:ee,VirtualScroller:ht,Portal:At,Chip:tn,ChevronDownIcon:ft,SpinnerIcon:dt,TimesIcon:Mt},directives:{ripple:Pt}};function Re(e){"@babel/helpers - typeof";return Re=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Re(e)}function $t(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function Vt(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?$t(Object(n),!0).forEach(function(o){Zo(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):$t(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function Zo(e,t,n){return(t=Xo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Xo(e){var t=Qo(e,"string");return Re(t)=="symbol"?t:t+""}function Qo(e,t){if(Re(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Re(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var _o=["data-p"],el=["aria-activedescendant","data-p-has-dropdown","data-p"],tl=["id","aria-label","aria-setsize","aria-posinset"],nl=["id","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid"],il=["data-p-has-dropdown"],ol=["disabled","aria-expanded","aria-controls"],ll=["id","data-p"],al=["id","aria-label"],rl=["id"],sl=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onClick","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function dl(e,t,n,o,l,i){var s=W("InputText"),u=W("TimesIcon"),d=W("Chip"),y=W("SpinnerIcon"),b=W("VirtualScroller"),C=W("Portal"),m=Ht("ripple");return r(),p("div",w({ref:"container",class:e.cx("root"),style:e.sx("root"),onClick:t[11]||(t[11]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.multiple?S("",!0):(r(),T(s,{key:0,ref:"focusInput",id:e.inputId,type:"text",name:e.$formName,class:X([e.cx("pcInputText"),e.inputClass]),style:xn(e.inputStyle),defaultValue:i.inputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,fluid:e.$fluid,disabled:e.disabled,size:e.size,invalid:e.invalid,variant:e.variant,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?i.panelId:void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,onFocus:i.onFocus,onBlur:i.onBlur,onKeydown:i.onKeyDown,onInput:i.onInput,onChange:i.onChange,unstyled:e.unstyled,"data-p-has-dropdown":e.dropdown,pt:e.ptm("pcInputText")},null,8,["id","name","class","style","defaultValue","placeholder","tabindex","fluid","disabled","size","invalid","variant","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","onFocus","onBlur","onKeydown","onInput","onChange","unstyled","data-p-has-dropdown","pt"])),i.isClearIconVisible?F(e.$slots,"clearicon",{key:1,class:X(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[M(u,w({class:[e.cx("clearIcon")],onClick:i.onClearClick},e.ptm("clearIcon")),null,16,["class","onClick"])]}):S("",!0),e.multiple?(r(),p("ul",w({key:2,ref:"multiContainer",class:e.cx("inputMultiple"),tabindex:"-1",role:"listbox","aria-orientation":"horizontal","aria-activedescendant":l.focused?i.focusedMultipleOptionId:void 0,onFocus:t[5]||(t[5]=function(){return i.onMultipleContainerFocus&&i.onMultipleContainerFocus.apply(i,arguments)}),onBlur:t[6]||(t[6]=function(){return i.onMultipleContainerBlur&&i.onMultipleContainerBlur.apply(i,arguments)}),onKeydown:t[7]||(t[7]=function(){return i.onMultipleContainerKeyDown&&i.onMultipleContainerKeyDown.apply(i,arguments)}),"data-p-has-dropdown":e.dropdown,"data-p":i.inputMultipleDataP},e.ptm("inputMultiple")),[(r(!0),p(K,null,q(e.d_value,function(v,O){return r(),p("li",w({key:"".concat(O,"_").concat(i.getOptionLabel(v)),id:e.$id+"_multiple_option_"+O,class:e.cx("chipItem",{i:O}),role:"option","aria-label":i.getOptionLabel(v),"aria-selected":!0,"aria-setsize":e.d_value.length,"aria-posinset":O+1},{ref_for:!0},e.ptm("chipItem")),[F(e.$slots,"chip",w({class:e.cx("pcChip"),value:v,index:O,removeCallback:function(I){return i.removeOption(I,O)}},{ref_for:!0},e.ptm("pcChip")),function(){return[M(d,{class:X(e.cx("pcChip")),label:i.getOptionLabel(v),removeIcon:e.chipIcon||e.removeTokenIcon,removable:"",unstyled:e.unstyled,onRemove:function(I){return i.removeOption(I,O)},"data-p-focused":l.focusedMultipleOptionIndex===O,pt:e.ptm("pcChip")},{removeicon:j(function(){return[F(e.$slots,e.$slots.chipicon?"chipicon":"removetokenicon",{class:X(e.cx("chipIcon")),index:O,removeCallback:function(I){return i.removeOption(I,O)}})]}),_:2},1032,["class","label","removeIcon","unstyled","onRemove","data-p-focused","pt"])]})],16,tl)}),128)),h("li",w({class:e.cx("inputChip"),role:"option"},e.ptm("inputChip")),[h("input",w({ref:"focusInput",id:e.inputId,type:"text",style:e.inputStyle,class:e.inputClass,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onInput&&i.onInput.apply(i,arguments)}),onChange:t[4]||(t[4]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},e.ptm("input")),null,16,nl)],16)],16,el)):S("",!0),l.searching||e.loading?F(e.$slots,e.$slots.loader?"loader":"loadingicon",{key:3,class:X(e.cx("loader"))},function(){return[e.loader||e.loadingIcon?(r(),p("i",w({key:0,class:["pi-spin",e.cx("loader"),e.loader,e.loadingIcon],"aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,il)):e.loading?(r(),T(y,w({key:1,class:e.cx("loader"),spin:"","aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,["class","data-p-has-dropdown"])):S("",!0)]}):S("",!0),F(e.$slots,e.$slots.dropdown?"dropdown":"dropdownbutton",{toggleCallback:function(O){return i.onDropdownClick(O)}},function(){return[e.dropdown?(r(),p("button",w({key:0,ref:"dropdownButton",type:"button",class:[e.cx("dropdown"),e.dropdownClass],disabled:e.disabled,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":i.panelId,onClick:t[8]||(t[8]=function(){return i.onDropdownClick&&i.onDropdownClick.apply(i,arguments)})},e.ptm("dropdown")),[F(e.$slots,"dropdownicon",{class:X(e.dropdownIcon)},function(){return[(r(),T(ke(e.dropdownIcon?"span":"ChevronDownIcon"),w({class:e.dropdownIcon},e.ptm("dropdownIcon")),null,16,["class"]))]})],16,ol)):S("",!0)]}),e.typeahead?(r(),p("span",w({key:4,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSearchResult"),{"data-p-hidden-accessible":!0}),$(i.searchResultMessageText),17)):S("",!0),M(C,{appendTo:e.appendTo},{default:j(function(){return[M(Nt,w({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:j(function(){return[l.overlayVisible?(r(),p("div",w({key:0,ref:i.overlayRef,id:i.panelId,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:Vt(Vt({},e.panelStyle),e.overlayStyle),onClick:t[9]||(t[9]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[10]||(t[10]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[F(e.$slots,"header",{value:e.d_value,suggestions:i.visibleOptions}),h("div",w({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[M(b,w({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{style:{height:e.scrollHeight},items:i.visibleOptions,tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Ut({content:j(function(v){var O=v.styleClass,x=v.contentRef,I=v.items,f=v.getItemOptions,c=v.contentStyle,a=v.itemSize;return[h("ul",w({ref:function(z){return i.listRef(z,x)},id:e.$id+"_list",class:[e.cx("list"),O],style:c,role:"listbox","aria-label":i.listAriaLabel},e.ptm("list")),[(r(!0),p(K,null,q(I,function(g,z){return r(),p(K,{key:i.getOptionRenderKey(g,i.getOptionIndex(z,f))},[i.isOptionGroup(g)?(r(),p("li",w({key:0,id:e.$id+"_"+i.getOptionIndex(z,f),style:{height:a?a+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[F(e.$slots,"optiongroup",{option:g.optionGroup,index:i.getOptionIndex(z,f)},function(){return[le($(i.getOptionGroupLabel(g.optionGroup)),1)]})],16,rl)):Gt((r(),p("li",w({key:1,id:e.$id+"_"+i.getOptionIndex(z,f),style:{height:a?a+"px":void 0},class:e.cx("option",{option:g,i:z,getItemOptions:f}),role:"option","aria-label":i.getOptionLabel(g),"aria-selected":i.isSelected(g),"aria-disabled":i.isOptionDisabled(g),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(z,f)),onClick:function(P){return i.onOptionSelect(P,g)},onMousemove:function(P){return i.onOptionMouseMove(P,i.getOptionIndex(z,f))},"data-p-selected":i.isSelected(g),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(z,f),"data-p-disabled":i.isOptionDisabled(g)},{ref_for:!0},i.getPTOptions(g,f,z,"option")),[F(e.$slots,"option",{option:g,index:i.getOptionIndex(z,f)},function(){return[le($(i.getOptionLabel(g)),1)]})],16,sl)),[[m]])],64)}),128)),e.showEmptyMessage&&(!I||I&&I.length===0)?(r(),p("li",w({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage")),[F(e.$slots,"empty",{},function(){return[le($(i.searchResultMessageText),1)]})],16)):S("",!0)],16,al)]}),_:2},[e.$slots.loader?{name:"loader",fn:j(function(v){var O=v.options;return[F(e.$slots,"loader",{options:O})]}),key:"0"}:void 0]),1040,["style","items","disabled","pt"])],16),F(e.$slots,"footer",{value:e.d_value,suggestions:i.visibleOptions}),h("span",w({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),$(i.selectedMessageText),17)],16,ll)):S("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,_o)}nn.render=dl;const ul={key:0,class:"muted"},st=Se({__name:"LinkInput",props:{modelValue:{},target:{},inputId:{},disabled:{type:Boolean},invalid:{type:Boolean}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=He(),i=G([]);let s=0;async function u(b){if(!n.target||b.query!==""&&b.query!==String(n.modelValue??""))return;const C=++s;let m;try{m=await l.api.call("frappe.desk.search.search_link",{doctype:n.target,txt:b.query,page_length:10},"GET")}catch{m=[]}C===s&&(i.value=m)}function d(){s++}function y(b){o("update:modelValue",typeof b=="string"?b:b&&typeof b=="object"?String(b.value??""):"")}return(b,C)=>(r(),T(k(nn),{"model-value":e.modelValue??"",suggestions:i.value,"option-label":"value","input-id":e.inputId,disabled:e.disabled,invalid:e.invalid,dropdown:"","complete-on-focus":"",delay:150,fluid:"",onComplete:u,onOptionSelect:d,"onUpdate:modelValue":y},{option:j(({option:m})=>[h("div",null,[h("div",null,$(m.value),1),m.description?(r(),p("small",ul,$(m.description),1)):S("v-if",!0)])]),_:1},8,["model-value","suggestions","input-id","disabled","invalid"]))}}),cl={key:0,class:"check"},pl={key:10},fl={key:0,style:{margin:"0 0 .25rem","overflow-wrap":"anywhere"}},hl=["href"],ml=["id","disabled"],bl={key:2,class:"muted",role:"status"},yl={key:3,role:"alert",style:{color:"#b42318"}},Me=Se({__name:"FieldInput",props:{field:{},modelValue:{},inputId:{},readonly:{type:Boolean},doc:{},doctype:{},labelledby:{}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=He(),i=G(!1),s=G(""),u=B(()=>n.field.fieldtype),d=new Set(["Text","Small Text","Long Text","Text Editor","Code","JSON","Markdown Editor","HTML Editor","Signature","Geolocation"]),y=new Set(["Code","JSON","HTML Editor","Markdown Editor"]),b=/^\*+$/,C=B(()=>(n.field.options??"").split(`
`).map(f=>({value:f,label:f===""?"(none)":f}))),m=B(()=>n.doc&&n.field.options?String(n.doc[n.field.options]??""):""),v=B(()=>n.modelValue?String(n.modelValue).slice(0,19).replace(" ","T"):"");function O(f){o("update:modelValue",f?`${f.replace("T"," ")}${f.length===16?":00":""}`:null)}function x(f){o("update:modelValue",f===""?null:u.value==="Int"?Math.trunc(Number(f)):Number(f))}async function I(f){const c=f.target,a=c.files?.[0];if(a){i.value=!0,s.value="";try{const g=n.doc?.name&&!n.doc.__islocal?{doctype:n.doctype,docname:String(n.doc.name),fieldname:n.field.fieldname}:{},z=await l.api.upload(a,g);o("update:modelValue",z.file_url)}catch(g){s.value=g.message}finally{i.value=!1,c.value=""}}}return(f,c)=>u.value==="Check"?(r(),p("div",cl,[M(k(Ye),{"model-value":!!e.modelValue,binary:"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":c[0]||(c[0]=a=>o("update:modelValue",a?1:0))},null,8,["model-value","input-id","disabled"]),F(f.$slots,"check-label")])):u.value==="Select"?(r(),T(k(Xt),{key:1,id:e.inputId,"model-value":e.modelValue??"",options:C.value,"option-label":"label","option-value":"value",disabled:e.readonly,"aria-labelledby":e.labelledby,fluid:"","onUpdate:modelValue":c[1]||(c[1]=a=>o("update:modelValue",a))},null,8,["id","model-value","options","disabled","aria-labelledby"])):u.value==="Link"?(r(),T(st,{key:2,"model-value":e.modelValue,target:e.field.options??"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":c[2]||(c[2]=a=>o("update:modelValue",a))},null,8,["model-value","target","input-id","disabled"])):u.value==="Dynamic Link"?(r(),T(st,{key:3,"model-value":e.modelValue,target:m.value,"input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":c[3]||(c[3]=a=>o("update:modelValue",a))},null,8,["model-value","target","input-id","disabled"])):k(Ai).has(u.value)?(r(),T(k(ee),{key:4,id:e.inputId,type:"number",step:u.value==="Int"||u.value==="Rating"?"1":"any","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":c[4]||(c[4]=a=>x(String(a??"")))},null,8,["id","step","model-value","readonly"])):u.value==="Date"?(r(),T(k(ee),{key:5,id:e.inputId,type:"date","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":c[5]||(c[5]=a=>o("update:modelValue",a||null))},null,8,["id","model-value","readonly"])):u.value==="Datetime"?(r(),T(k(ee),{key:6,id:e.inputId,type:"datetime-local",step:"1","model-value":v.value,readonly:e.readonly,"onUpdate:modelValue":c[6]||(c[6]=a=>O(String(a??"")))},null,8,["id","model-value","readonly"])):u.value==="Time"?(r(),T(k(ee),{key:7,id:e.inputId,type:"time",step:"1","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":c[7]||(c[7]=a=>o("update:modelValue",a||null))},null,8,["id","model-value","readonly"])):k(y).has(u.value)?(r(),T(k(Be),{key:8,id:e.inputId,class:"source","model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"",spellcheck:"false",wrap:"off",autocapitalize:"off",autocomplete:"off","onUpdate:modelValue":c[8]||(c[8]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])):k(d).has(u.value)?(r(),T(k(Be),{key:9,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"","onUpdate:modelValue":c[9]||(c[9]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])):u.value==="Attach"||u.value==="Attach Image"?(r(),p("div",pl,[e.modelValue?(r(),p("p",fl,[h("a",{href:e.modelValue,target:"_blank",rel:"noopener"},$(String(e.modelValue).split("/").pop()),9,hl)])):S("v-if",!0),e.readonly?S("v-if",!0):(r(),p("input",{key:1,id:e.inputId,type:"file",disabled:i.value,onChange:I},null,40,ml)),i.value?(r(),p("p",bl,"Uploading…")):S("v-if",!0),s.value?(r(),p("p",yl,$(s.value),1)):S("v-if",!0)])):u.value==="Password"?(r(),p(K,{key:11},[S(" Typing into the mask replaces it (it is selected on focus) rather than adding to it. "),M(k(ee),{id:e.inputId,type:"password",autocomplete:"new-password","model-value":e.modelValue??"",readonly:e.readonly,onFocus:c[10]||(c[10]=a=>b.test(String(e.modelValue??""))&&a.target.select()),"onUpdate:modelValue":c[11]||(c[11]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])],2112)):u.value==="Color"?(r(),T(k(ee),{key:12,id:e.inputId,type:"text","model-value":e.modelValue??"",readonly:e.readonly,placeholder:"#rrggbb","onUpdate:modelValue":c[12]||(c[12]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"])):(r(),T(k(ee),{key:13,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly||u.value==="Read Only","onUpdate:modelValue":c[13]||(c[13]=a=>o("update:modelValue",a))},null,8,["id","model-value","readonly"]))}}),vl={class:"table-wrap"},gl=["id","aria-label"],wl=["for","id"],kl={style:{"white-space":"nowrap"}},Ol={key:0},Il=["colspan"],Sl={key:0,class:"grid"},Cl=["for"],xl=["for","id"],Ll={key:2,class:"desc"},$l=Se({__name:"ChildTable",props:{field:{},meta:{},rows:{},readonly:{type:Boolean},parent:{}},emits:["update:rows"],setup(e,{emit:t}){const n=e,o=t,l=B(()=>Ki(n.meta)),i=B(()=>n.meta.fields.filter(x=>!Ce.has(x.fieldtype)&&!ue.has(x.fieldtype))),s=(x,I)=>De(x,I,n.parent??null),u=(x,I)=>n.readonly||!!x.read_only||_t(x,I,n.parent??null),d=(x,I)=>We(x,I,n.parent??null),y=G(null),b=B(()=>`${n.field.fieldname}`);function C(){const x={doctype:n.meta.name};for(const I of n.meta.fields)I.default!==void 0&&I.default!==null&&I.default!==""&&(x[I.fieldname]=I.fieldtype==="Check"||I.fieldtype==="Int"?Number(I.default):I.default);return x}function m(x,I,f){o("update:rows",n.rows.map((c,a)=>a===x?{...c,[I]:f}:c))}function v(){o("update:rows",[...n.rows,C()])}function O(x){o("update:rows",n.rows.filter((I,f)=>f!==x))}return(x,I)=>(r(),p(K,null,[h("div",vl,[h("table",{class:"plain",id:`table-${b.value}`,"aria-label":k(re)(e.field)},[h("thead",null,[h("tr",null,[I[2]||(I[2]=h("th",{scope:"col"},"#",-1)),(r(!0),p(K,null,q(l.value,f=>(r(),p("th",{key:f.fieldname,scope:"col"},$(k(re)(f)),1))),128)),I[3]||(I[3]=h("th",{scope:"col"},[h("span",{class:"sr-only"},"Row actions")],-1))])]),h("tbody",null,[(r(!0),p(K,null,q(e.rows,(f,c)=>(r(),p("tr",{key:f.name??`new-${c}`},[h("td",null,$(c+1),1),(r(!0),p(K,null,q(l.value,a=>(r(),p("td",{key:a.fieldname,style:{"min-width":"9rem"}},[s(a,f)?(r(),p(K,{key:0},[h("label",{for:`${b.value}-${c}-${a.fieldname}`,class:"sr-only",id:`${b.value}-${c}-${a.fieldname}-label`},$(k(re)(a))+", row "+$(c+1),9,wl),M(Me,{field:a,"model-value":f[a.fieldname],"input-id":`${b.value}-${c}-${a.fieldname}`,labelledby:`${b.value}-${c}-${a.fieldname}-label`,readonly:u(a,f),doc:f,doctype:e.meta.name,"onUpdate:modelValue":g=>m(c,a.fieldname,g)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)):S("v-if",!0)]))),128)),h("td",kl,[M(k(N),{text:"",size:"small",label:"Edit","aria-label":`Edit row ${c+1}`,onClick:a=>y.value=c},null,8,["aria-label","onClick"]),e.readonly?S("v-if",!0):(r(),T(k(N),{key:0,text:"",size:"small",severity:"danger",label:"Remove","aria-label":`Remove row ${c+1}`,onClick:a=>O(c)},null,8,["aria-label","onClick"]))])]))),128)),e.rows.length===0?(r(),p("tr",Ol,[h("td",{colspan:l.value.length+2,class:"muted"},"No rows.",8,Il)])):S("v-if",!0)])],8,gl)]),e.readonly?S("v-if",!0):(r(),T(k(N),{key:0,id:`add-row-${b.value}`,label:"Add row",size:"small",severity:"secondary",style:{"margin-top":".5rem"},onClick:v},null,8,["id"])),M(k(Ge),{visible:y.value!==null,modal:"",header:`${k(re)(e.field)}: row ${(y.value??0)+1}`,style:{width:"min(40rem, 95vw)"},"onUpdate:visible":I[1]||(I[1]=f=>{f||(y.value=null)})},{footer:j(()=>[M(k(N),{label:"Done",onClick:I[0]||(I[0]=f=>y.value=null)})]),default:j(()=>[y.value!==null&&e.rows[y.value]?(r(),p("div",Sl,[(r(!0),p(K,null,q(i.value,f=>(r(),p(K,{key:f.fieldname},[s(f,e.rows[y.value])?(r(),p("div",{key:0,class:X(["field",{wide:["Text","Small Text","Long Text","Text Editor","Code","JSON"].includes(f.fieldtype)}])},[f.fieldtype==="Check"?(r(),T(Me,{key:0,field:f,"model-value":e.rows[y.value][f.fieldname],"input-id":`row-${b.value}-${f.fieldname}`,readonly:u(f,e.rows[y.value]),"onUpdate:modelValue":c=>m(y.value,f.fieldname,c)},{"check-label":j(()=>[h("label",{for:`row-${b.value}-${f.fieldname}`},$(k(re)(f)),9,Cl)]),_:2},1032,["field","model-value","input-id","readonly","onUpdate:modelValue"])):(r(),p(K,{key:1},[h("label",{for:`row-${b.value}-${f.fieldname}`,id:`row-${b.value}-${f.fieldname}-label`,class:X({reqd:d(f,e.rows[y.value])})},$(k(re)(f)),11,xl),M(Me,{field:f,"model-value":e.rows[y.value][f.fieldname],"input-id":`row-${b.value}-${f.fieldname}`,labelledby:`row-${b.value}-${f.fieldname}-label`,readonly:u(f,e.rows[y.value]),doc:e.rows[y.value],doctype:e.meta.name,"onUpdate:modelValue":c=>m(y.value,f.fieldname,c)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)),f.description?(r(),p("p",Ll,$(f.description),1)):S("v-if",!0)],2)):S("v-if",!0)],64))),128))])):S("v-if",!0)]),_:1},8,["visible","header"])],64))}}),Vl={"aria-label":"Document details"},zl={class:"card","aria-labelledby":"att-heading"},Tl={class:"timeline",id:"attachments"},Ml=["href"],Al={key:0,class:"muted"},Pl={class:"field",style:{"margin-top":".5rem"}},Fl=["disabled"],Kl={class:"card","aria-labelledby":"asg-heading"},Dl={class:"timeline",id:"assignments"},El={key:0,class:"muted"},Bl={class:"field"},Rl={class:"card","aria-labelledby":"cmt-heading"},jl={class:"field"},Hl={class:"timeline",id:"comments"},Nl={class:"muted"},Ul={class:"card","aria-labelledby":"mail-heading"},Gl={class:"timeline",id:"communications"},Wl={class:"muted"},ql={class:"muted"},Jl={key:0,class:"muted"},Yl={class:"card","aria-labelledby":"ver-heading"},Zl={class:"timeline",id:"versions"},Xl={class:"muted"},Ql={style:{margin:".2rem 0 0","padding-left":"1rem"}},_l={key:0,class:"muted"},ea=Se({__name:"DocSidebar",props:{doctype:{},name:{},docinfo:{},doc:{}},emits:["changed"],setup(e,{emit:t}){const n=e,o=t,l=He(),i=pt(),s=G(""),u=G(""),d=G(!1),y=f=>String(f??"").replace(/<[^>]*>/g," ").replace(/&nbsp;/g," ").replace(/\s+/g," ").trim(),b=f=>String(f??"").slice(0,16),C=B(()=>(n.docinfo.versions??[]).map(f=>{let c={};try{c=typeof f.data=="string"?JSON.parse(f.data):f.data??{}}catch{c={}}const a=(c.changed??[]).map(([g,z,H])=>`${g}: ${y(z)||"(empty)"} → ${y(H)||"(empty)"}`);for(const[g,z]of c.added??[])a.push(`${g}: row added${z?.name,""}`);for(const[g]of c.removed??[])a.push(`${g}: row removed`);for(const[g,,,z]of c.row_changed??[])a.push(`${g}: row changed (${(z??[]).map(H=>H[0]).join(", ")})`);return a.length===0&&c.creation&&a.push("created"),{name:f.name,owner:f.owner,creation:f.creation,changes:a}}));async function m(f,c){d.value=!0;try{await f(),i.add({severity:"success",summary:c,life:2500}),o("changed")}catch(a){i.add({severity:"error",summary:"Not done",detail:a.message,life:8e3})}finally{d.value=!1}}const v=()=>{const f=s.value.trim();f&&m(async()=>{await l.api.call("frappe.desk.form.utils.add_comment",{reference_doctype:n.doctype,reference_name:n.name,content:f,comment_email:l.boot.user,comment_by:l.boot.user}),s.value=""},"Comment added")},O=()=>{u.value&&m(async()=>{await l.api.call("frappe.desk.form.assign_to.add",{doctype:n.doctype,name:n.name,assign_to:JSON.stringify([u.value])}),u.value=""},"Assigned")},x=f=>m(()=>l.api.call("frappe.desk.form.assign_to.remove",{doctype:n.doctype,name:n.name,assign_to:f}),"Assignment removed");async function I(f){const c=f.target,a=c.files?.[0];a&&(await m(()=>l.api.upload(a,{doctype:n.doctype,docname:n.name}),`Attached ${a.name}`),c.value="")}return(f,c)=>(r(),p("aside",Vl,[h("section",zl,[c[3]||(c[3]=h("h2",{id:"att-heading"},"Attachments",-1)),h("ul",Tl,[(r(!0),p(K,null,q(e.docinfo.attachments,a=>(r(),p("li",{key:a.name},[h("a",{href:a.file_url,target:"_blank",rel:"noopener"},$(a.file_name||a.file_url),9,Ml)]))),128)),e.docinfo.attachments?.length?S("v-if",!0):(r(),p("li",Al,"None yet."))]),h("div",Pl,[c[2]||(c[2]=h("label",{for:"attach-file"},"Attach a file",-1)),h("input",{id:"attach-file",type:"file",disabled:d.value,onChange:I},null,40,Fl)])]),h("section",Kl,[c[5]||(c[5]=h("h2",{id:"asg-heading"},"Assigned to",-1)),h("ul",Dl,[(r(!0),p(K,null,q(e.docinfo.assignments,a=>(r(),p("li",{key:a.name,class:"check",style:{"justify-content":"space-between"}},[h("span",null,$(a.owner),1),M(k(N),{text:"",size:"small",label:"Remove","aria-label":`Remove assignment of ${a.owner}`,onClick:g=>x(a.owner)},null,8,["aria-label","onClick"])]))),128)),e.docinfo.assignments?.length?S("v-if",!0):(r(),p("li",El,"Nobody."))]),h("form",{style:{"margin-top":".5rem"},onSubmit:Oe(O,["prevent"])},[h("div",Bl,[c[4]||(c[4]=h("label",{for:"assign-user"},"Assign to user",-1)),M(st,{modelValue:u.value,"onUpdate:modelValue":c[0]||(c[0]=a=>u.value=a),target:"User","input-id":"assign-user"},null,8,["modelValue"])]),M(k(N),{type:"submit",label:"Assign",size:"small",severity:"secondary",style:{"margin-top":".4rem"},disabled:d.value||!u.value},null,8,["disabled"])],32)]),h("section",Rl,[c[8]||(c[8]=h("h2",{id:"cmt-heading"},"Comments",-1)),h("form",{onSubmit:Oe(v,["prevent"])},[h("div",jl,[c[6]||(c[6]=h("label",{for:"new-comment"},"Add a comment",-1)),M(k(Be),{id:"new-comment",modelValue:s.value,"onUpdate:modelValue":c[1]||(c[1]=a=>s.value=a),rows:"3",fluid:""},null,8,["modelValue"])]),M(k(N),{id:"add-comment",type:"submit",label:"Comment",size:"small",style:{"margin-top":".4rem"},disabled:d.value||!s.value.trim()},null,8,["disabled"])],32),h("ul",Hl,[(r(!0),p(K,null,q(e.docinfo.comments,a=>(r(),p("li",{key:a.name},[h("strong",null,$(a.owner),1),c[7]||(c[7]=le()),h("span",Nl,$(b(a.creation)),1),h("div",null,$(y(a.content)),1)]))),128))])]),h("section",Ul,[c[10]||(c[10]=h("h2",{id:"mail-heading"},"Emails",-1)),h("ul",Gl,[(r(!0),p(K,null,q(e.docinfo.communications,a=>(r(),p("li",{key:a.name},[h("strong",null,$(a.subject||"(no subject)"),1),c[9]||(c[9]=le()),h("span",Wl,$(b(a.communication_date||a.creation)),1),h("div",ql,[le($(a.sender_full_name||a.sender)+" → "+$(a.recipients),1),a.delivery_status?(r(),p(K,{key:0},[le(" · "+$(a.delivery_status),1)],64)):S("v-if",!0)]),h("div",null,$(y(a.content)),1)]))),128)),e.docinfo.communications?.length?S("v-if",!0):(r(),p("li",Jl,"None yet."))])]),h("section",Yl,[c[11]||(c[11]=h("h2",{id:"ver-heading"},"Version history",-1)),h("ul",Zl,[(r(!0),p(K,null,q(C.value,a=>(r(),p("li",{key:a.name},[h("span",Xl,$(b(a.creation))+" · "+$(a.owner),1),h("ul",Ql,[(r(!0),p(K,null,q(a.changes,(g,z)=>(r(),p("li",{key:z,style:{border:"0",padding:"0"}},$(g),1))),128))])]))),128)),C.value.length?S("v-if",!0):(r(),p("li",_l,"No changes recorded"+$("")+"."))])])]))}}),ta={class:"field"},na={class:"field"},ia={class:"field"},oa={class:"field"},la={class:"field"},aa={class:"field check"},ra=Se({__name:"MailComposer",props:bt({doctype:{},name:{},subject:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:bt(["sent"],["update:visible"]),setup(e,{emit:t}){const n=e,o=t,l=Ln(e,"visible"),i=He(),s=pt(),u=G(!1),d=Vn({recipients:"",cc:"",bcc:"",subject:"",content:"",send_me_a_copy:!1});function y(){Object.assign(d,{recipients:"",cc:"",bcc:"",subject:n.subject,content:"",send_me_a_copy:!1})}$n(l,C=>{C&&y()});async function b(){u.value=!0;try{const{message:C,messages:m}=await i.api.callWithMessages("frappe.core.doctype.communication.email.make",{...d,send_me_a_copy:d.send_me_a_copy?1:0,doctype:n.doctype,name:n.name,send_email:1}),v=String(C?.emails_not_sent_to??"");s.add({severity:"success",summary:"Email sent",detail:v?`Not sent to ${v}`:void 0,life:3e3});for(const O of m)s.add({severity:"warn",summary:"Message",detail:O,life:1e4});l.value=!1,o("sent")}catch(C){s.add({severity:"error",summary:"Not sent",detail:C.message,life:8e3})}finally{u.value=!1}}return(C,m)=>(r(),T(k(Ge),{visible:l.value,"onUpdate:visible":m[7]||(m[7]=v=>l.value=v),modal:"",header:"New Email",closable:!u.value,style:{width:"min(40rem, 95vw)"}},{footer:j(()=>[M(k(N),{label:"Cancel",severity:"secondary",outlined:"",disabled:u.value,onClick:m[6]||(m[6]=v=>l.value=!1)},null,8,["disabled"]),M(k(N),{id:"mail-send",type:"submit",form:"mail-form",label:"Send",loading:u.value,disabled:u.value||!d.recipients.trim()||!d.subject.trim()},null,8,["loading","disabled"])]),default:j(()=>[h("form",{id:"mail-form",class:"mail-form",onSubmit:Oe(b,["prevent"])},[h("div",ta,[m[8]||(m[8]=h("label",{for:"mail-to",class:"reqd"},"To",-1)),M(k(ee),{id:"mail-to",modelValue:d.recipients,"onUpdate:modelValue":m[0]||(m[0]=v=>d.recipients=v),placeholder:"Comma-separated addresses",autocomplete:"off",autofocus:"",fluid:""},null,8,["modelValue"])]),h("div",na,[m[9]||(m[9]=h("label",{for:"mail-cc"},"CC",-1)),M(k(ee),{id:"mail-cc",modelValue:d.cc,"onUpdate:modelValue":m[1]||(m[1]=v=>d.cc=v),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",ia,[m[10]||(m[10]=h("label",{for:"mail-bcc"},"BCC",-1)),M(k(ee),{id:"mail-bcc",modelValue:d.bcc,"onUpdate:modelValue":m[2]||(m[2]=v=>d.bcc=v),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",oa,[m[11]||(m[11]=h("label",{for:"mail-subject",class:"reqd"},"Subject",-1)),M(k(ee),{id:"mail-subject",modelValue:d.subject,"onUpdate:modelValue":m[3]||(m[3]=v=>d.subject=v),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",la,[m[12]||(m[12]=h("label",{for:"mail-content"},"Message",-1)),M(k(Be),{id:"mail-content",modelValue:d.content,"onUpdate:modelValue":m[4]||(m[4]=v=>d.content=v),rows:"8",fluid:""},null,8,["modelValue"])]),h("div",aa,[M(k(Ye),{modelValue:d.send_me_a_copy,"onUpdate:modelValue":m[5]||(m[5]=v=>d.send_me_a_copy=v),"input-id":"mail-copy",binary:""},null,8,["modelValue"]),m[13]||(m[13]=h("label",{for:"mail-copy"},"Send me a copy",-1))])],32)]),_:1},8,["visible","closable"]))}}),sa=new Set(["name","owner","creation","modified","modified_by","docstatus","idx","doctype","parent","parentfield","parenttype","_user_tags","_comments","_assign","_liked_by","_seen"]);function da(e){const t=[{label:"",fields:[]}];for(const n of e.fields)n.fieldtype==="Section Break"||n.fieldtype==="Tab Break"?t.push({label:n.label??"",fields:[],breakField:n}):Ce.has(n.fieldtype)||t[t.length-1].fields.push(n);return t.filter(n=>n.fields.length>0)}function ua(e){const t={doctype:e.name,__islocal:1,docstatus:0};for(const n of e.fields)ue.has(n.fieldtype)?t[n.fieldname]=[]:n.default!==void 0&&n.default!==null&&n.default!==""&&!/^(Today|now|__user)$/i.test(n.default)?t[n.fieldname]=n.fieldtype==="Check"||n.fieldtype==="Int"?Number(n.default):n.default:n.fieldtype==="Check"&&(t[n.fieldname]=0);return t}function on(e,t){return e.map(n=>Object.fromEntries(Object.entries(n).filter(([o])=>t&&o==="name"||!sa.has(o)&&!o.startsWith("__"))))}function ln(e,t){const n={};t.name&&it(e)&&(n.name=t.name);for(const o of e.fields){const l=t[o.fieldname];Ce.has(o.fieldtype)||l===void 0||l===null||l===""||(n[o.fieldname]=ue.has(o.fieldtype)?on(l,!1):l)}return t.amended_from&&(n.amended_from=t.amended_from),n}function Qe(e,t,n){const o={};for(const l of e.fields){if(Ce.has(l.fieldtype))continue;const i=t[l.fieldname];JSON.stringify(i??null)!==JSON.stringify(n[l.fieldname]??null)&&(o[l.fieldname]=ue.has(l.fieldtype)?on(i??[],!0):i??null)}return Object.keys(o).length>0&&n.modified&&(o.modified=n.modified),o}function ca(e,t){return{...ln({...e,autoname:""},t),amended_from:t.name}}function zt(e,t){const n=e.fields??[];return!Number(e.is_submittable)||n.some(o=>o.fieldname==="amended_from")?e:{...e,fields:[...n,{doctype:"DocField",fieldname:"amended_from",fieldtype:"Link",label:"Amended From",options:t,read_only:1}]}}const pa={Primary:"info",Info:"info",Success:"success",Warning:"warn",Danger:"danger",Inverse:"contrast"};function fa(e,t,n,o){const l=G([]),i=B(()=>n.value?.__workflow_docs?.find(v=>v.doctype==="Workflow")??null),s=B(()=>i.value?o.value[i.value.workflow_state_field]??null:null),u=B(()=>{if(!s.value)return null;const v=n.value?.__workflow_docs?.find(O=>O.doctype==="Workflow State"&&O.name===s.value);return{label:s.value,severity:pa[v?.style??""]??"secondary"}}),d=B(()=>{const v=i.value?.states?.find(O=>O.state===s.value);return!v||e.boot.roles.includes("Administrator")||e.boot.roles.includes(v.allow_edit)}),y=B(()=>{const v=i.value;if(!v)return!1;const O=new Set(v.states.filter(x=>String(x.doc_status)==="2").map(x=>x.state));return v.transitions.some(x=>O.has(x.next_state))});async function b(v){l.value=[],!(!i.value||!v||!s.value)&&(l.value=await e.api.call("frappe.model.workflow.get_transitions",{doc:{doctype:t(),name:v}}))}async function C(v,O){return e.api.call("frappe.model.workflow.apply_workflow",{doc:{doctype:t(),name:v},action:O})}const m=B(()=>[...new Set(l.value.map(v=>v.action))]);return{workflow:i,stateTag:u,editable:d,cancelsByAction:y,actions:m,loadTransitions:b,apply:C}}const ha={class:"page-head"},ma={id:"form-title"},ba={key:1,id:"workflow-actions",role:"group","aria-label":"Workflow actions",class:"actions"},ya={key:0,style:{"margin-top":"-.5rem"}},va={key:2,class:"layout-form"},ga={key:0,class:"card"},wa={class:"field"},ka=["aria-label"],Oa={key:0},Ia={class:"grid"},Sa=["for"],Ca=["for","id"],xa={key:3,class:"desc"},La={class:"field",style:{"margin-bottom":".75rem"}},$a={class:"field check"},Va={for:"rename-merge"},za={class:"label"},Ta=["id"],Pa=Se({__name:"FormView",props:{doctype:{},name:{}},setup(e){const t=e,n=He(),o=An(),l=pt(),i=zn(),s=G(null),u=G({}),d=G({}),y=G({}),b=G(null),C=G(""),m=G(!1),v=G(null),O=B(()=>t.name===null),x=fa(n,()=>t.doctype,s,d),{workflow:I,stateTag:f,cancelsByAction:c,actions:a}=x,g=B(()=>!!s.value?.issingle),z=B(()=>Number(d.value.docstatus??0)),H=B(()=>s.value?Di(s.value,n.boot.roles):{read:new Set,write:new Set}),P=B(()=>{if(b.value?.permissions)return b.value.permissions;const L=new Set(n.boot.roles),V=(s.value?.permissions??[]).filter(A=>L.has(A.role)&&!(A.permlevel??0)),R=A=>L.has("Administrator")||V.some(ge=>ge[A])?1:0;return{read:R("read"),write:R("write"),create:R("create"),delete:R("delete"),submit:R("submit"),cancel:R("cancel"),amend:R("amend")}}),E=B(()=>O.value?!!P.value.create:!!P.value.write),Y=B(()=>s.value?O.value||Object.keys(Qe(s.value,d.value,y.value)).length>0:!1),oe=B(()=>(s.value?da(s.value):[]).filter(L=>(!L.breakField||De(L.breakField,d.value))&&L.fields.some(pe))),U=B(()=>{if(O.value)return`New ${t.doctype}`;const L=s.value?.title_field?d.value[s.value.title_field]:"";return g.value?t.doctype:String(L||t.name)}),Q=B(()=>O.value?{label:"Not Saved",severity:"warn"}:z.value===1?{label:"Submitted",severity:"info"}:z.value===2?{label:"Cancelled",severity:"danger"}:Y.value?{label:"Not Saved",severity:"warn"}:s.value?.is_submittable?{label:"Draft",severity:"secondary"}:null);function pe(L){return H.value.read.has(L.permlevel??0)&&De(L,d.value)}function fe(L){return L.read_only||!E.value||!H.value.write.has(L.permlevel??0)||_t(L,d.value)||!O.value&&!x.editable.value||z.value===2?!0:z.value===1&&!L.allow_on_submit}const J=L=>`field-${L.fieldname}`;function de(L){l.add({severity:"error",summary:"Not done",detail:L.message,life:8e3})}async function ne(){C.value="";try{const L=await n.meta(t.doctype),V={};for(const A of L.fields)ue.has(A.fieldtype)&&A.options&&(V[A.fieldname]=await n.meta(A.options));if(O.value){s.value=L,u.value=V,d.value=ua(L),y.value={},b.value=null;return}const R=await n.api.call("frappe.desk.form.load.getdoc",{doctype:t.doctype,name:t.name},"GET");s.value=L,u.value=V,d.value=structuredClone(R.docs[0]),y.value=structuredClone(R.docs[0]),b.value=R.docinfo,await x.loadTransitions(t.name)}catch(L){C.value=L.message}}function Ze(L,V){const R=L.client_secret;t.doctype==="OAuth Client"&&typeof R=="string"&&R&&!/^\*+$/.test(R)?v.value={title:"Client secret (shown once)",items:[["client_id",String(L.client_id??L.name)],["client_secret",R]],then:V}:V()}async function ve(){if(!s.value)return;const L=Oo(s.value,d.value,u.value,O.value&&it(s.value));if(L.length>0){l.add({severity:"error",summary:"Missing Fields",detail:`Mandatory fields required in ${t.doctype}: ${L.join("; ")}`,life:8e3});return}m.value=!0;try{if(O.value){const R=ln(s.value,d.value),A=await n.api.insert(t.doctype,t.doctype==="DocType"?zt(R,String(d.value.name??"")):R);t.doctype==="DocType"&&n.forgetMeta(A.name),l.add({severity:"success",summary:"Saved",detail:`${t.doctype} ${A.name} created`,life:3e3}),Ze(A,()=>o.replace(Ve.form(t.doctype,A.name)));return}let V=Qe(s.value,d.value,y.value);if(Object.keys(V).length===0)return;if(t.doctype==="DocType"&&Number(d.value.is_submittable)){const R=zt({is_submittable:1,fields:d.value.fields},String(t.name));R.fields!==d.value.fields&&(V={...V,fields:Qe(s.value,{fields:R.fields},{fields:[]}).fields})}await n.api.update(t.doctype,String(t.name),V),t.doctype==="DocType"&&n.forgetMeta(String(t.name)),l.add({severity:"success",summary:"Saved",life:3e3}),await ne()}catch(V){de(V)}finally{m.value=!1}}function me(L,V){i.require({message:L,header:"Please confirm",rejectProps:{label:"No",severity:"secondary",outlined:!0},acceptProps:{label:"Yes"},accept:V})}async function be(L){m.value=!0;try{await L()}catch(V){de(V)}finally{m.value=!1}}const an=()=>me(`Submit ${t.name}? A submitted document can no longer be edited.`,()=>be(async()=>{await n.api.call("frappe.client.submit",{doc:{...y.value,doctype:t.doctype}}),l.add({severity:"success",summary:"Submitted",life:3e3}),await ne()})),rn=()=>me(`Cancel ${t.name}?`,()=>be(async()=>{await n.api.call("frappe.client.cancel",{doctype:t.doctype,name:t.name}),l.add({severity:"success",summary:"Cancelled",life:3e3}),await ne()})),sn=L=>be(async()=>{const V=await x.apply(String(t.name),L);l.add({severity:"success",summary:L,detail:`${t.doctype} ${t.name} is ${V[I.value.workflow_state_field]}`,life:3e3}),await ne()}),dn=()=>be(async()=>{const L=await n.api.insert(t.doctype,ca(s.value,d.value));await o.push(Ve.form(t.doctype,L.name))}),un=()=>me(`Delete ${t.doctype} ${t.name}? This cannot be undone.`,()=>be(async()=>{await n.api.remove(t.doctype,String(t.name)),l.add({severity:"success",summary:"Deleted",life:3e3}),await o.push(Ve.list(t.doctype))})),te=G(null),cn=B(()=>!!s.value&&!O.value&&Pi(s.value)&&!!P.value.write);function pn(){te.value={name:String(t.name),merge:!1}}const fn=()=>be(async()=>{const L=te.value,V=await n.api.call("frappe.model.rename_doc.update_document_title",{doctype:t.doctype,docname:t.name,name:L.name.trim(),merge:L.merge?1:0});te.value=null,l.add({severity:"success",summary:L.merge?"Merged":"Renamed",detail:`${t.doctype} ${V}`,life:3e3}),await o.replace(Ve.form(t.doctype,String(V)))}),hn=()=>me(`Generate new API keys for ${t.name}? Keys issued before stop working.`,()=>be(async()=>{const L=await n.api.call("frappe.core.doctype.user.user.generate_keys",{user:t.name});v.value={title:"API keys (the secret is shown once)",items:[["api_key",L.api_key],["api_secret",L.api_secret]],then:()=>{ne()}}})),Xe=G(!1);function mn(){const L=v.value?.then;v.value=null,L?.()}return Tn(ne),(L,V)=>{const R=W("RouterLink");return r(),p(K,null,[h("div",ha,[h("h1",ma,$(U.value),1),Q.value?(r(),T(k(at),{key:0,value:Q.value.label,severity:Q.value.severity,id:"doc-status"},null,8,["value","severity"])):S("v-if",!0),k(f)&&!O.value?(r(),T(k(at),{key:1,value:k(f).label,severity:k(f).severity,id:"workflow-state"},null,8,["value","severity"])):S("v-if",!0),s.value?(r(),p(K,{key:2},[E.value&&z.value===0||z.value===1&&Y.value&&E.value?(r(),T(k(N),{key:0,id:"save",label:"Save",loading:m.value,disabled:m.value||!Y.value,onClick:ve},null,8,["loading","disabled"])):S("v-if",!0),k(a).length&&!Y.value?(r(),p("span",ba,[(r(!0),p(K,null,q(k(a),A=>(r(),T(k(N),{key:A,label:A,"data-action":A,disabled:m.value,onClick:ge=>sn(A)},null,8,["label","data-action","disabled","onClick"]))),128))])):S("v-if",!0),s.value.is_submittable&&!k(I)&&!O.value&&z.value===0&&P.value.submit&&!Y.value?(r(),T(k(N),{key:2,id:"submit",label:"Submit",disabled:m.value,onClick:an},null,8,["disabled"])):S("v-if",!0),s.value.is_submittable&&z.value===1&&P.value.cancel&&!k(c)?(r(),T(k(N),{key:3,id:"cancel",label:"Cancel",severity:"warn",disabled:m.value,onClick:rn},null,8,["disabled"])):S("v-if",!0),s.value.is_submittable&&z.value===2&&P.value.amend?(r(),T(k(N),{key:4,id:"amend",label:"Amend",disabled:m.value,onClick:dn},null,8,["disabled"])):S("v-if",!0),cn.value?(r(),T(k(N),{key:5,id:"rename",label:"Rename",severity:"secondary",outlined:"",disabled:m.value||Y.value,onClick:pn},null,8,["disabled"])):S("v-if",!0),e.doctype==="User"&&!O.value&&P.value.write?(r(),T(k(N),{key:6,id:"generate-keys",label:"Generate API keys",severity:"secondary",outlined:"",disabled:m.value,onClick:hn},null,8,["disabled"])):S("v-if",!0),!O.value&&!g.value&&P.value.email?(r(),T(k(N),{key:7,id:"new-email",label:"New Email",severity:"secondary",outlined:"",disabled:m.value,onClick:V[0]||(V[0]=A=>Xe.value=!0)},null,8,["disabled"])):S("v-if",!0),!O.value&&!g.value&&P.value.delete&&z.value!==1?(r(),T(k(N),{key:8,id:"delete",label:"Delete",severity:"danger",outlined:"",disabled:m.value,onClick:un},null,8,["disabled"])):S("v-if",!0)],64)):S("v-if",!0)]),g.value?S("v-if",!0):(r(),p("p",ya,[M(R,{to:k(Ve).list(e.doctype)},{default:j(()=>[le("← "+$(e.doctype)+" list",1)]),_:1},8,["to"])])),C.value?(r(),T(k(Mn),{key:1,severity:"error",closable:!1},{default:j(()=>[le($(C.value),1)]),_:1})):S("v-if",!0),s.value&&!C.value?(r(),p("div",va,[h("form",{id:"doc-form","aria-labelledby":"form-title",onSubmit:Oe(ve,["prevent"])},[O.value&&k(it)(s.value)?(r(),p("section",ga,[h("div",wa,[V[7]||(V[7]=h("label",{for:"field-__name",class:"reqd"},"Name",-1)),M(k(ee),{id:"field-__name",modelValue:d.value.name,"onUpdate:modelValue":V[1]||(V[1]=A=>d.value.name=A),autocomplete:"off"},null,8,["modelValue"])])])):S("v-if",!0),(r(!0),p(K,null,q(oe.value,(A,ge)=>(r(),p("section",{key:A.breakField?.fieldname??ge,class:"card","aria-label":A.label||void 0},[A.label?(r(),p("h2",Oa,$(A.label),1)):S("v-if",!0),h("div",Ia,[(r(!0),p(K,null,q(A.fields,D=>(r(),p(K,{key:D.fieldname},[pe(D)?(r(),p("div",{key:0,class:X(["field",{wide:k(ue).has(D.fieldtype)||["Text","Long Text","Text Editor","Code","JSON"].includes(D.fieldtype)}])},[k(ue).has(D.fieldtype)?(r(),p(K,{key:0},[h("span",{class:X(["label",{reqd:k(We)(D,d.value)}])},$(k(re)(D)),3),u.value[D.fieldname]?(r(),T($l,{key:0,field:D,meta:u.value[D.fieldname],rows:d.value[D.fieldname]??[],parent:d.value,readonly:fe(D),"onUpdate:rows":xe=>d.value[D.fieldname]=xe},null,8,["field","meta","rows","parent","readonly","onUpdate:rows"])):S("v-if",!0)],64)):D.fieldtype==="Check"?(r(),T(Me,{key:1,field:D,modelValue:d.value[D.fieldname],"onUpdate:modelValue":xe=>d.value[D.fieldname]=xe,"input-id":J(D),readonly:fe(D)},{"check-label":j(()=>[h("label",{for:J(D)},$(k(re)(D)),9,Sa)]),_:2},1032,["field","modelValue","onUpdate:modelValue","input-id","readonly"])):(r(),p(K,{key:2},[h("label",{for:J(D),id:`${J(D)}-label`,class:X({reqd:k(We)(D,d.value)})},$(k(re)(D)),11,Ca),M(Me,{field:D,modelValue:d.value[D.fieldname],"onUpdate:modelValue":xe=>d.value[D.fieldname]=xe,"input-id":J(D),labelledby:`${J(D)}-label`,readonly:fe(D),doc:d.value,doctype:e.doctype},null,8,["field","modelValue","onUpdate:modelValue","input-id","labelledby","readonly","doc","doctype"])],64)),D.description?(r(),p("p",xa,$(D.description),1)):S("v-if",!0)],2)):S("v-if",!0)],64))),128))])],8,ka))),128)),V[8]||(V[8]=h("button",{type:"submit",hidden:"","aria-hidden":"true",tabindex:"-1"},null,-1))],32),!O.value&&b.value?(r(),T(ea,{key:0,doctype:e.doctype,name:String(e.name),docinfo:b.value,doc:d.value,onChanged:ne},null,8,["doctype","name","docinfo","doc"])):S("v-if",!0)])):S("v-if",!0),!O.value&&!g.value?(r(),T(ra,{key:3,visible:Xe.value,"onUpdate:visible":V[2]||(V[2]=A=>Xe.value=A),doctype:e.doctype,name:String(e.name),subject:U.value,onSent:ne},null,8,["visible","doctype","name","subject"])):S("v-if",!0),M(k(Ge),{visible:!!te.value,modal:"",header:`Rename ${e.doctype} ${e.name}`,closable:!m.value,style:{width:"min(32rem, 95vw)"},"onUpdate:visible":V[6]||(V[6]=A=>{A||(te.value=null)})},{footer:j(()=>[M(k(N),{label:"Cancel",severity:"secondary",outlined:"",disabled:m.value,onClick:V[5]||(V[5]=A=>te.value=null)},null,8,["disabled"]),M(k(N),{id:"rename-submit",type:"submit",form:"rename-form",label:te.value?.merge?"Merge":"Rename",loading:m.value,disabled:m.value||!te.value?.name.trim()||te.value?.name.trim()===e.name},null,8,["label","loading","disabled"])]),default:j(()=>[te.value?(r(),p("form",{key:0,id:"rename-form",onSubmit:Oe(fn,["prevent"])},[h("div",La,[V[9]||(V[9]=h("label",{for:"rename-name",class:"reqd"},"New name",-1)),M(k(ee),{id:"rename-name",modelValue:te.value.name,"onUpdate:modelValue":V[3]||(V[3]=A=>te.value.name=A),autocomplete:"off",autofocus:""},null,8,["modelValue"])]),h("div",$a,[M(k(Ye),{modelValue:te.value.merge,"onUpdate:modelValue":V[4]||(V[4]=A=>te.value.merge=A),"input-id":"rename-merge",binary:""},null,8,["modelValue"]),h("label",Va,"Merge with an existing "+$(e.doctype)+" of that name",1)])],32)):S("v-if",!0)]),_:1},8,["visible","header","closable"]),M(k(Ge),{visible:!!v.value,modal:"",header:v.value?.title,closable:!1,style:{width:"min(36rem, 95vw)"}},{footer:j(()=>[M(k(N),{id:"secret-done",label:"I have copied it",autofocus:"",onClick:mn})]),default:j(()=>[V[10]||(V[10]=h("p",null,"Copy it now: svc will not show it again.",-1)),(r(!0),p(K,null,q(v.value?.items??[],([A,ge])=>(r(),p("div",{key:A,class:"field",style:{"margin-bottom":".75rem"}},[h("span",za,$(A),1),h("div",{class:"secret",id:`secret-${A}`},$(ge),9,Ta)]))),128))]),_:1},8,["visible","header"])],64)}}});export{Aa as S,Pa as _,Ki as a,re as l,Xt as s};
