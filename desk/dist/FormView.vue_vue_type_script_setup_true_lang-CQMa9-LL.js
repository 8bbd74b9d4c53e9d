import{s as Ze,o as r,c as f,a as h,m as O,B as pe,v as Ne,j as D,T as ht,U as mt,V as We,W as Ve,X as ze,r as J,F as E,C as W,k as L,h as F,Y as Bt,b as Rt,Z as jt,d as ee,R as Ht,e as Xe,f as de,g as fe,$ as Ln,a0 as Ae,a1 as yt,a2 as $n,a3 as X,a4 as Nt,a5 as Ut,a6 as Gt,a7 as qt,a8 as Wt,a9 as Oe,aa as Yt,ab as Jt,ac as Vn,ad as zn,ae as Mn,af as Tn,ag as re,x as Zt,D as le,w as M,q as P,t as Ie,i as Q,A as U,ah as Xt,E as An,z as Qt,y as _t,I as Se,ai as Pn,aj as Fn,l as Kn,n as Dn,G as ge,N as xe,H as I,J as Y,ak as En,K as H,L as q,al as Ye,am as Qe,an as Bn,ao as en,ap as wt,aq as tn,ar as Rn,as as jn,at as Hn,O as Nn,P as Me,Q as Un,S as Gn}from"./index-D46RK08T.js";var nn={name:"BlankIcon",extends:Ze};function qn(e){return Zn(e)||Jn(e)||Yn(e)||Wn()}function Wn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Yn(e,t){if(e){if(typeof e=="string")return it(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?it(e,t):void 0}}function Jn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Zn(e){if(Array.isArray(e))return it(e)}function it(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Xn(e,t,n,o,l,i){return r(),f("svg",O({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),qn(t[0]||(t[0]=[h("rect",{width:"1",height:"1",fill:"currentColor","fill-opacity":"0"},null,-1)])),16)}nn.render=Xn;var bt={name:"ChevronDownIcon",extends:Ze};function Qn(e){return ni(e)||ti(e)||ei(e)||_n()}function _n(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function ei(e,t){if(e){if(typeof e=="string")return ot(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?ot(e,t):void 0}}function ti(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function ni(e){if(Array.isArray(e))return ot(e)}function ot(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function ii(e,t,n,o,l,i){return r(),f("svg",O({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Qn(t[0]||(t[0]=[h("path",{d:"M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z",fill:"currentColor"},null,-1)])),16)}bt.render=ii;var on={name:"SearchIcon",extends:Ze};function oi(e){return si(e)||ri(e)||ai(e)||li()}function li(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function ai(e,t){if(e){if(typeof e=="string")return lt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?lt(e,t):void 0}}function ri(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function si(e){if(Array.isArray(e))return lt(e)}function lt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function di(e,t,n,o,l,i){return r(),f("svg",O({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),oi(t[0]||(t[0]=[h("path",{"fill-rule":"evenodd","clip-rule":"evenodd",d:"M2.67602 11.0265C3.6661 11.688 4.83011 12.0411 6.02086 12.0411C6.81149 12.0411 7.59438 11.8854 8.32483 11.5828C8.87005 11.357 9.37808 11.0526 9.83317 10.6803L12.9769 13.8241C13.0323 13.8801 13.0983 13.9245 13.171 13.9548C13.2438 13.985 13.3219 14.0003 13.4007 14C13.4795 14.0003 13.5575 13.985 13.6303 13.9548C13.7031 13.9245 13.7691 13.8801 13.8244 13.8241C13.9367 13.7116 13.9998 13.5592 13.9998 13.4003C13.9998 13.2414 13.9367 13.089 13.8244 12.9765L10.6807 9.8328C11.053 9.37773 11.3573 8.86972 11.5831 8.32452C11.8857 7.59408 12.0414 6.81119 12.0414 6.02056C12.0414 4.8298 11.6883 3.66579 11.0268 2.67572C10.3652 1.68564 9.42494 0.913972 8.32483 0.45829C7.22472 0.00260857 6.01418 -0.116618 4.84631 0.115686C3.67844 0.34799 2.60568 0.921393 1.76369 1.76338C0.921698 2.60537 0.348296 3.67813 0.115991 4.84601C-0.116313 6.01388 0.00291375 7.22441 0.458595 8.32452C0.914277 9.42464 1.68595 10.3649 2.67602 11.0265ZM3.35565 2.0158C4.14456 1.48867 5.07206 1.20731 6.02086 1.20731C7.29317 1.20731 8.51338 1.71274 9.41304 2.6124C10.3127 3.51206 10.8181 4.73226 10.8181 6.00457C10.8181 6.95337 10.5368 7.88088 10.0096 8.66978C9.48251 9.45868 8.73328 10.0736 7.85669 10.4367C6.98011 10.7997 6.01554 10.8947 5.08496 10.7096C4.15439 10.5245 3.2996 10.0676 2.62869 9.39674C1.95778 8.72583 1.50089 7.87104 1.31579 6.94046C1.13068 6.00989 1.22568 5.04532 1.58878 4.16874C1.95187 3.29215 2.56675 2.54292 3.35565 2.0158Z",fill:"currentColor"},null,-1)])),16)}on.render=di;var ui=`
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
`,ci={root:"p-iconfield"},pi=pe.extend({name:"iconfield",style:ui,classes:ci}),fi={name:"BaseIconField",extends:Ne,style:pi,provide:function(){return{$pcIconField:this,$parentInstance:this}}},ln={name:"IconField",extends:fi,inheritAttrs:!1};function hi(e,t,n,o,l,i){return r(),f("div",O({class:e.cx("root")},e.ptmi("root")),[D(e.$slots,"default")],16)}ln.render=hi;var mi={root:"p-inputicon"},yi=pe.extend({name:"inputicon",classes:mi}),bi={name:"BaseInputIcon",extends:Ne,style:yi,props:{class:null},provide:function(){return{$pcInputIcon:this,$parentInstance:this}}},an={name:"InputIcon",extends:bi,inheritAttrs:!1,computed:{containerClass:function(){return[this.cx("root"),this.class]}}};function vi(e,t,n,o,l,i){return r(),f("span",O({class:i.containerClass},e.ptmi("root"),{"aria-hidden":"true"}),[D(e.$slots,"default")],16)}an.render=vi;var gi=`
    .p-virtualscroller-loader {
        background: dt('virtualscroller.loader.mask.background');
        color: dt('virtualscroller.loader.mask.color');
    }

    .p-virtualscroller-loading-icon {
        font-size: dt('virtualscroller.loader.icon.size');
        width: dt('virtualscroller.loader.icon.size');
        height: dt('virtualscroller.loader.icon.size');
    }
`,wi=`
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
`,kt=pe.extend({name:"virtualscroller",css:wi,style:gi}),ki={name:"BaseVirtualScroller",extends:Ne,props:{id:{type:String,default:null},style:null,class:null,items:{type:Array,default:null},itemSize:{type:[Number,Array],default:0},scrollHeight:null,scrollWidth:null,orientation:{type:String,default:"vertical"},numToleratedItems:{type:Number,default:null},delay:{type:Number,default:0},resizeDelay:{type:Number,default:10},lazy:{type:Boolean,default:!1},disabled:{type:Boolean,default:!1},loaderDisabled:{type:Boolean,default:!1},columns:{type:Array,default:null},loading:{type:Boolean,default:!1},showSpacer:{type:Boolean,default:!0},showLoader:{type:Boolean,default:!1},tabindex:{type:Number,default:0},inline:{type:Boolean,default:!1},step:{type:Number,default:0},appendOnly:{type:Boolean,default:!1},autoSize:{type:Boolean,default:!1}},style:kt,provide:function(){return{$pcVirtualScroller:this,$parentInstance:this}},beforeMount:function(){var t;kt.loadCSS({nonce:(t=this.$primevueConfig)===null||t===void 0||(t=t.csp)===null||t===void 0?void 0:t.nonce})}};function Fe(e){"@babel/helpers - typeof";return Fe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Fe(e)}function Ot(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function Te(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?Ot(Object(n),!0).forEach(function(o){rn(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):Ot(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function rn(e,t,n){return(t=Oi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Oi(e){var t=Ii(e,"string");return Fe(t)=="symbol"?t:t+""}function Ii(e,t){if(Fe(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Fe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var vt={name:"VirtualScroller",extends:ki,inheritAttrs:!1,emits:["update:numToleratedItems","scroll","scroll-index-change","lazy-load"],data:function(){var t=this.isBoth();return{first:t?{rows:0,cols:0}:0,last:t?{rows:0,cols:0}:0,page:t?{rows:0,cols:0}:0,numItemsInViewport:t?{rows:0,cols:0}:0,lastScrollPos:t?{top:0,left:0}:0,d_numToleratedItems:this.numToleratedItems,d_loading:this.loading,loaderArr:[],spacerStyle:{},contentStyle:{}}},element:null,content:null,lastScrollPos:null,scrollTimeout:null,resizeTimeout:null,defaultWidth:0,defaultHeight:0,defaultContentWidth:0,defaultContentHeight:0,isRangeChanged:!1,lazyLoadState:{},resizeListener:null,resizeObserver:null,initialized:!1,watch:{numToleratedItems:function(t){this.d_numToleratedItems=t},loading:function(t,n){this.lazy&&t!==n&&t!==this.d_loading&&(this.d_loading=t)},items:{handler:function(t,n){(!n||n.length!==(t||[]).length)&&(this.init(),this.calculateAutoSize())},deep:!0},itemSize:function(){this.init(),this.calculateAutoSize()},orientation:function(){this.lastScrollPos=this.isBoth()?{top:0,left:0}:0},scrollHeight:function(){this.init(),this.calculateAutoSize()},scrollWidth:function(){this.init(),this.calculateAutoSize()}},mounted:function(){this.viewInit(),this.lastScrollPos=this.isBoth()?{top:0,left:0}:0,this.lazyLoadState=this.lazyLoadState||{}},updated:function(){!this.initialized&&this.viewInit()},unmounted:function(){this.unbindResizeListener(),this.initialized=!1},methods:{viewInit:function(){We(this.element)&&(this.setContentEl(this.content),this.init(),this.calculateAutoSize(),this.defaultWidth=Ve(this.element),this.defaultHeight=ze(this.element),this.defaultContentWidth=Ve(this.content),this.defaultContentHeight=ze(this.content),this.initialized=!0),this.element&&this.bindResizeListener()},init:function(){this.disabled||(this.setSize(),this.calculateOptions(),this.setSpacerSize())},isVertical:function(){return this.orientation==="vertical"},isHorizontal:function(){return this.orientation==="horizontal"},isBoth:function(){return this.orientation==="both"},scrollTo:function(t){this.element&&this.element.scrollTo(t)},scrollToIndex:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:"auto",l=this.isBoth(),i=this.isHorizontal(),a=l?t.every(function(V){return V>-1}):t>-1;if(a){var d=this.first,u=this.element,m=u.scrollTop,v=m===void 0?0:m,C=u.scrollLeft,y=C===void 0?0:C,b=this.calculateNumItems(),k=b.numToleratedItems,x=this.getContentPosition(),S=this.itemSize,c=function(){var T=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,B=arguments.length>1?arguments[1]:void 0;return T<=B?0:T},p=function(T,B,j){return T*B+j},s=function(){var T=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,B=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.scrollTo({left:T,top:B,behavior:o})},g=l?{rows:0,cols:0}:0,w=!1,$=!1;l?(g={rows:c(t[0],k[0]),cols:c(t[1],k[1])},s(p(g.cols,S[1],x.left),p(g.rows,S[0],x.top)),$=this.lastScrollPos.top!==v||this.lastScrollPos.left!==y,w=g.rows!==d.rows||g.cols!==d.cols):(g=c(t,k),i?s(p(g,S,x.left),v):s(y,p(g,S,x.top)),$=this.lastScrollPos!==(i?y:v),w=g!==d),this.isRangeChanged=w,$&&(this.first=g)}},scrollInView:function(t,n){var o=this,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:"auto";if(n){var i=this.isBoth(),a=this.isHorizontal(),d=i?t.every(function(S){return S>-1}):t>-1;if(d){var u=this.getRenderedRange(),m=u.first,v=u.viewport,C=function(){var c=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,p=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return o.scrollTo({left:c,top:p,behavior:l})},y=n==="to-start",b=n==="to-end";if(y){if(i)v.first.rows-m.rows>t[0]?C(v.first.cols*this.itemSize[1],(v.first.rows-1)*this.itemSize[0]):v.first.cols-m.cols>t[1]&&C((v.first.cols-1)*this.itemSize[1],v.first.rows*this.itemSize[0]);else if(v.first-m>t){var k=(v.first-1)*this.itemSize;a?C(k,0):C(0,k)}}else if(b){if(i)v.last.rows-m.rows<=t[0]+1?C(v.first.cols*this.itemSize[1],(v.first.rows+1)*this.itemSize[0]):v.last.cols-m.cols<=t[1]+1&&C((v.first.cols+1)*this.itemSize[1],v.first.rows*this.itemSize[0]);else if(v.last-m<=t+1){var x=(v.first+1)*this.itemSize;a?C(x,0):C(0,x)}}}}else this.scrollToIndex(t,l)},getRenderedRange:function(){var t=function(C,y){return Math.floor(C/(y||C))},n=this.first,o=0;if(this.element){var l=this.isBoth(),i=this.isHorizontal(),a=this.element,d=a.scrollTop,u=a.scrollLeft;if(l)n={rows:t(d,this.itemSize[0]),cols:t(u,this.itemSize[1])},o={rows:n.rows+this.numItemsInViewport.rows,cols:n.cols+this.numItemsInViewport.cols};else{var m=i?u:d;n=t(m,this.itemSize),o=n+this.numItemsInViewport}}return{first:this.first,last:this.last,viewport:{first:n,last:o}}},calculateNumItems:function(){var t=this.isBoth(),n=this.isHorizontal(),o=this.itemSize,l=this.getContentPosition(),i=this.element?this.element.offsetWidth-l.left:0,a=this.element?this.element.offsetHeight-l.top:0,d=function(y,b){return Math.ceil(y/(b||y))},u=function(y){return Math.ceil(y/2)},m=t?{rows:d(a,o[0]),cols:d(i,o[1])}:d(n?i:a,o),v=this.d_numToleratedItems||(t?[u(m.rows),u(m.cols)]:u(m));return{numItemsInViewport:m,numToleratedItems:v}},calculateOptions:function(){var t=this,n=this.isBoth(),o=this.first,l=this.calculateNumItems(),i=l.numItemsInViewport,a=l.numToleratedItems,d=function(v,C,y){var b=arguments.length>3&&arguments[3]!==void 0?arguments[3]:!1;return t.getLast(v+C+(v<y?2:3)*y,b)},u=n?{rows:d(o.rows,i.rows,a[0]),cols:d(o.cols,i.cols,a[1],!0)}:d(o,i,a);this.last=u,this.numItemsInViewport=i,this.d_numToleratedItems=a,this.$emit("update:numToleratedItems",this.d_numToleratedItems),this.showLoader&&(this.loaderArr=n?Array.from({length:i.rows}).map(function(){return Array.from({length:i.cols})}):Array.from({length:i})),this.lazy&&Promise.resolve().then(function(){var m;t.lazyLoadState={first:t.step?n?{rows:0,cols:o.cols}:0:o,last:Math.min(t.step?t.step:u,((m=t.items)===null||m===void 0?void 0:m.length)||0)},t.$emit("lazy-load",t.lazyLoadState)})},calculateAutoSize:function(){var t=this;this.autoSize&&!this.d_loading&&Promise.resolve().then(function(){if(t.content){var n=t.isBoth(),o=t.isHorizontal(),l=t.isVertical();t.content.style.minHeight=t.content.style.minWidth="auto",t.content.style.position="relative",t.element.style.contain="none";var i=[Ve(t.element),ze(t.element)],a=i[0],d=i[1];(n||o)&&(t.element.style.width=a<t.defaultWidth?a+"px":t.scrollWidth||t.defaultWidth+"px"),(n||l)&&(t.element.style.height=d<t.defaultHeight?d+"px":t.scrollHeight||t.defaultHeight+"px"),t.content.style.minHeight=t.content.style.minWidth="",t.content.style.position="",t.element.style.contain=""}})},getLast:function(){var t,n,o=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,l=arguments.length>1?arguments[1]:void 0;return this.items?Math.min(l?((t=this.columns||this.items[0])===null||t===void 0?void 0:t.length)||0:((n=this.items)===null||n===void 0?void 0:n.length)||0,o):0},getContentPosition:function(){if(this.content){var t=getComputedStyle(this.content),n=parseFloat(t.paddingLeft)+Math.max(parseFloat(t.left)||0,0),o=parseFloat(t.paddingRight)+Math.max(parseFloat(t.right)||0,0),l=parseFloat(t.paddingTop)+Math.max(parseFloat(t.top)||0,0),i=parseFloat(t.paddingBottom)+Math.max(parseFloat(t.bottom)||0,0);return{left:n,right:o,top:l,bottom:i,x:n+o,y:l+i}}return{left:0,right:0,top:0,bottom:0,x:0,y:0}},setSize:function(){var t=this;if(this.element){var n=this.isBoth(),o=this.isHorizontal(),l=this.element.parentElement,i=this.scrollWidth||"".concat(this.element.offsetWidth||l.offsetWidth,"px"),a=this.scrollHeight||"".concat(this.element.offsetHeight||l.offsetHeight,"px"),d=function(m,v){return t.element.style[m]=v};n||o?(d("height",a),d("width",i)):d("height",a)}},setSpacerSize:function(){var t=this,n=this.items;if(n){var o=this.isBoth(),l=this.isHorizontal(),i=this.getContentPosition(),a=function(u,m,v){var C=arguments.length>3&&arguments[3]!==void 0?arguments[3]:0;return t.spacerStyle=Te(Te({},t.spacerStyle),rn({},"".concat(u),(m||[]).length*v+C+"px"))};o?(a("height",n,this.itemSize[0],i.y),a("width",this.columns||n[1],this.itemSize[1],i.x)):l?a("width",this.columns||n,this.itemSize,i.x):a("height",n,this.itemSize,i.y)}},setContentPosition:function(t){var n=this;if(this.content&&!this.appendOnly){var o=this.isBoth(),l=this.isHorizontal(),i=t?t.first:this.first,a=function(v,C){return v*C},d=function(){var v=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,C=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.contentStyle=Te(Te({},n.contentStyle),{transform:"translate3d(".concat(v,"px, ").concat(C,"px, 0)")})};if(o)d(a(i.cols,this.itemSize[1]),a(i.rows,this.itemSize[0]));else{var u=a(i,this.itemSize);l?d(u,0):d(0,u)}}},onScrollPositionChange:function(t){var n=this,o=t.target,l=this.isBoth(),i=this.isHorizontal(),a=this.getContentPosition(),d=function(G,Z){return G?G>Z?G-Z:G:0},u=function(G,Z){return Math.floor(G/(Z||G))},m=function(G,Z,ce,me,te,ne){return G<=te?te:ne?ce-me-te:Z+te-1},v=function(G,Z,ce,me,te,ne,ye,ae){if(G<=ne)return 0;var Le=Math.max(0,ye?G<Z?ce:G-ne:G>Z?ce:G-2*ne),we=n.getLast(Le,ae);return Le>we?we-te:Le},C=function(G,Z,ce,me,te,ne){var ye=Z+me+2*te;return G>=te&&(ye+=te+1),n.getLast(ye,ne)},y=d(o.scrollTop,a.top),b=d(o.scrollLeft,a.left),k=l?{rows:0,cols:0}:0,x=this.last,S=!1,c=this.lastScrollPos;if(l){var p=this.lastScrollPos.top<=y,s=this.lastScrollPos.left<=b;if(!this.appendOnly||this.appendOnly&&(p||s)){var g={rows:u(y,this.itemSize[0]),cols:u(b,this.itemSize[1])},w={rows:m(g.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],p),cols:m(g.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],s)};k={rows:v(g.rows,w.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],p),cols:v(g.cols,w.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],s,!0)},x={rows:C(g.rows,k.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0]),cols:C(g.cols,k.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],!0)},S=k.rows!==this.first.rows||x.rows!==this.last.rows||k.cols!==this.first.cols||x.cols!==this.last.cols||this.isRangeChanged,c={top:y,left:b}}}else{var $=i?b:y,V=this.lastScrollPos<=$;if(!this.appendOnly||this.appendOnly&&V){var T=u($,this.itemSize),B=m(T,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,V);k=v(T,B,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,V),x=C(T,k,this.last,this.numItemsInViewport,this.d_numToleratedItems),S=k!==this.first||x!==this.last||this.isRangeChanged,c=$}}return{first:k,last:x,isRangeChanged:S,scrollPos:c}},onScrollChange:function(t){var n=this.onScrollPositionChange(t),o=n.first,l=n.last,i=n.isRangeChanged,a=n.scrollPos;if(i){var d={first:o,last:l};if(this.setContentPosition(d),this.first=o,this.last=l,this.lastScrollPos=a,this.$emit("scroll-index-change",d),this.lazy&&this.isPageChanged(o)){var u,m,v={first:this.step?Math.min(this.getPageByFirst(o)*this.step,(((u=this.items)===null||u===void 0?void 0:u.length)||0)-this.step):o,last:Math.min(this.step?(this.getPageByFirst(o)+1)*this.step:l,((m=this.items)===null||m===void 0?void 0:m.length)||0)},C=this.lazyLoadState.first!==v.first||this.lazyLoadState.last!==v.last;C&&this.$emit("lazy-load",v),this.lazyLoadState=v}}},onScroll:function(t){var n=this;if(this.$emit("scroll",t),this.delay){if(this.scrollTimeout&&clearTimeout(this.scrollTimeout),this.isPageChanged()){if(!this.d_loading&&this.showLoader){var o=this.onScrollPositionChange(t),l=o.isRangeChanged,i=l||(this.step?this.isPageChanged():!1);i&&(this.d_loading=!0)}this.scrollTimeout=setTimeout(function(){n.onScrollChange(t),n.d_loading&&n.showLoader&&(!n.lazy||n.loading===void 0)&&(n.d_loading=!1,n.page=n.getPageByFirst())},this.delay)}}else this.onScrollChange(t)},onResize:function(){var t=this;this.resizeTimeout&&clearTimeout(this.resizeTimeout),this.resizeTimeout=setTimeout(function(){if(We(t.element)){var n=t.isBoth(),o=t.isVertical(),l=t.isHorizontal(),i=[Ve(t.element),ze(t.element)],a=i[0],d=i[1],u=a!==t.defaultWidth,m=d!==t.defaultHeight,v=n?u||m:l?u:o?m:!1;v&&(t.d_numToleratedItems=t.numToleratedItems,t.defaultWidth=a,t.defaultHeight=d,t.defaultContentWidth=Ve(t.content),t.defaultContentHeight=ze(t.content),t.init())}},this.resizeDelay)},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=this.onResize.bind(this),window.addEventListener("resize",this.resizeListener),window.addEventListener("orientationchange",this.resizeListener),this.resizeObserver=new ResizeObserver(function(){t.onResize()}),this.resizeObserver.observe(this.element))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),window.removeEventListener("orientationchange",this.resizeListener),this.resizeListener=null),this.resizeObserver&&(this.resizeObserver.disconnect(),this.resizeObserver=null)},getOptions:function(t){var n=(this.items||[]).length,o=this.isBoth()?this.first.rows+t:this.first+t;return{index:o,count:n,first:o===0,last:o===n-1,even:o%2===0,odd:o%2!==0}},getLoaderOptions:function(t,n){var o=this.loaderArr.length;return Te({index:t,count:o,first:t===0,last:t===o-1,even:t%2===0,odd:t%2!==0},n)},getPageByFirst:function(t){return Math.floor(((t??this.first)+this.d_numToleratedItems*4)/(this.step||1))},isPageChanged:function(t){return this.step&&!this.lazy?this.page!==this.getPageByFirst(t??this.first):!0},setContentEl:function(t){this.content=t||this.content||mt(this.element,'[data-pc-section="content"]')},elementRef:function(t){this.element=t},contentRef:function(t){this.content=t}},computed:{containerClass:function(){return["p-virtualscroller",this.class,{"p-virtualscroller-inline":this.inline,"p-virtualscroller-both p-both-scroll":this.isBoth(),"p-virtualscroller-horizontal p-horizontal-scroll":this.isHorizontal()}]},contentClass:function(){return["p-virtualscroller-content",{"p-virtualscroller-loading":this.d_loading}]},loaderClass:function(){return["p-virtualscroller-loader",{"p-virtualscroller-loader-mask":!this.$slots.loader}]},loadedItems:function(){var t=this;return this.items&&!this.d_loading?this.isBoth()?this.items.slice(this.appendOnly?0:this.first.rows,this.last.rows).map(function(n){return t.columns?n:n.slice(t.appendOnly?0:t.first.cols,t.last.cols)}):this.isHorizontal()&&this.columns?this.items:this.items.slice(this.appendOnly?0:this.first,this.last):[]},loadedRows:function(){return this.d_loading?this.loaderDisabled?this.loaderArr:[]:this.loadedItems},loadedColumns:function(){if(this.columns){var t=this.isBoth(),n=this.isHorizontal();if(t||n)return this.d_loading&&this.loaderDisabled?t?this.loaderArr[0]:this.loaderArr:this.columns.slice(t?this.first.cols:this.first,t?this.last.cols:this.last)}return this.columns}},components:{SpinnerIcon:ht}},Si=["tabindex"];function Ci(e,t,n,o,l,i){var a=J("SpinnerIcon");return e.disabled?(r(),f(E,{key:1},[D(e.$slots,"default"),D(e.$slots,"content",{items:e.items,rows:e.items,columns:i.loadedColumns})],64)):(r(),f("div",O({key:0,ref:i.elementRef,class:i.containerClass,tabindex:e.tabindex,style:e.style,onScroll:t[0]||(t[0]=function(){return i.onScroll&&i.onScroll.apply(i,arguments)})},e.ptmi("root")),[D(e.$slots,"content",{styleClass:i.contentClass,items:i.loadedItems,getItemOptions:i.getOptions,loading:l.d_loading,getLoaderOptions:i.getLoaderOptions,itemSize:e.itemSize,rows:i.loadedRows,columns:i.loadedColumns,contentRef:i.contentRef,spacerStyle:l.spacerStyle,contentStyle:l.contentStyle,vertical:i.isVertical(),horizontal:i.isHorizontal(),both:i.isBoth()},function(){return[h("div",O({ref:i.contentRef,class:i.contentClass,style:l.contentStyle},e.ptm("content")),[(r(!0),f(E,null,W(i.loadedItems,function(d,u){return D(e.$slots,"item",{key:u,item:d,options:i.getOptions(u)})}),128))],16)]}),e.showSpacer?(r(),f("div",O({key:0,class:"p-virtualscroller-spacer",style:l.spacerStyle},e.ptm("spacer")),null,16)):L("",!0),!e.loaderDisabled&&e.showLoader&&l.d_loading?(r(),f("div",O({key:1,class:i.loaderClass},e.ptm("loader")),[e.$slots&&e.$slots.loader?(r(!0),f(E,{key:0},W(l.loaderArr,function(d,u){return D(e.$slots,"loader",{key:u,options:i.getLoaderOptions(u,i.isBoth()&&{numCols:e.d_numItemsInViewport.cols})})}),128)):L("",!0),D(e.$slots,"loadingicon",{},function(){return[F(a,O({spin:"",class:"p-virtualscroller-loading-icon"},e.ptm("loadingIcon")),null,16)]})],16)):L("",!0)],16,Si))}vt.render=Ci;var xi=`
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
`,Li={root:function(t){var n=t.instance,o=t.props,l=t.state;return["p-select p-component p-inputwrapper",{"p-disabled":o.disabled,"p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-focus":l.focused,"p-inputwrapper-filled":n.$filled,"p-inputwrapper-focus":l.focused||l.overlayVisible,"p-select-open":l.overlayVisible,"p-select-fluid":n.$fluid,"p-select-sm p-inputfield-sm":o.size==="small","p-select-lg p-inputfield-lg":o.size==="large"}]},label:function(t){var n,o=t.instance,l=t.props;return["p-select-label",{"p-placeholder":!l.editable&&o.label===l.placeholder,"p-select-label-empty":!l.editable&&!o.$slots.value&&(o.label==="p-emptylabel"||((n=o.label)===null||n===void 0?void 0:n.length)===0)}]},clearIcon:"p-select-clear-icon",dropdown:"p-select-dropdown",loadingicon:"p-select-loading-icon",dropdownIcon:"p-select-dropdown-icon",overlay:"p-select-overlay p-component",header:"p-select-header",pcFilter:"p-select-filter",listContainer:"p-select-list-container",list:"p-select-list",optionGroup:"p-select-option-group",optionGroupLabel:"p-select-option-group-label",option:function(t){var n=t.instance,o=t.props,l=t.state,i=t.option,a=t.focusedOption;return["p-select-option",{"p-select-option-selected":n.isSelected(i)&&o.highlightOnSelect,"p-focus":l.focusedOptionIndex===a,"p-disabled":n.isOptionDisabled(i)}]},optionLabel:"p-select-option-label",optionCheckIcon:"p-select-option-check-icon",optionBlankIcon:"p-select-option-blank-icon",emptyMessage:"p-select-empty-message"},$i=pe.extend({name:"select",style:xi,classes:Li}),Vi={name:"BaseSelect",extends:Xe,props:{options:Array,optionLabel:[String,Function],optionValue:[String,Function],optionDisabled:[String,Function],optionGroupLabel:[String,Function],optionGroupChildren:[String,Function],scrollHeight:{type:String,default:"14rem"},filter:Boolean,filterPlaceholder:String,filterLocale:String,filterMatchMode:{type:String,default:"contains"},filterFields:{type:Array,default:null},editable:Boolean,placeholder:{type:String,default:null},dataKey:null,showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},labelId:{type:String,default:null},labelClass:{type:[String,Object],default:null},labelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},appendTo:{type:[String,Object],default:"body"},loading:{type:Boolean,default:!1},clearIcon:{type:String,default:void 0},dropdownIcon:{type:String,default:void 0},filterIcon:{type:String,default:void 0},loadingIcon:{type:String,default:void 0},resetFilterOnHide:{type:Boolean,default:!1},resetFilterOnClear:{type:Boolean,default:!1},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},autoFilterFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},highlightOnSelect:{type:Boolean,default:!0},checkmark:{type:Boolean,default:!1},filterMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptyFilterMessage:{type:String,default:null},emptyMessage:{type:String,default:null},tabindex:{type:Number,default:0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:$i,provide:function(){return{$pcSelect:this,$parentInstance:this}}};function Ke(e){"@babel/helpers - typeof";return Ke=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ke(e)}function zi(e){return Pi(e)||Ai(e)||Ti(e)||Mi()}function Mi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Ti(e,t){if(e){if(typeof e=="string")return at(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?at(e,t):void 0}}function Ai(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Pi(e){if(Array.isArray(e))return at(e)}function at(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function It(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function St(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?It(Object(n),!0).forEach(function(o){ve(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):It(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function ve(e,t,n){return(t=Fi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Fi(e){var t=Ki(e,"string");return Ke(t)=="symbol"?t:t+""}function Ki(e,t){if(Ke(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ke(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var sn={name:"Select",extends:Vi,inheritAttrs:!1,emits:["change","focus","blur","before-show","before-hide","show","hide","filter"],outsideClickListener:null,scrollHandler:null,resizeListener:null,labelClickListener:null,matchMediaOrientationListener:null,overlay:null,list:null,virtualScroller:null,searchTimeout:null,searchValue:null,isModelValueChanged:!1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,filterValue:null,overlayVisible:!1,queryOrientation:null}},watch:{modelValue:function(){this.isModelValueChanged=!0},options:function(){this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel(),this.bindLabelClickListener(),this.bindMatchMediaOrientationListener()},updated:function(){this.overlayVisible&&this.isModelValueChanged&&this.scrollInView(this.findSelectedOptionIndex()),this.isModelValueChanged=!1},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.unbindLabelClickListener(),this.unbindMatchMediaOrientationListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(Oe.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?re(t,this.optionLabel):t},getOptionValue:function(t){return this.optionValue?re(t,this.optionValue):t},getOptionRenderKey:function(t,n){return(this.dataKey?re(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTItemOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?re(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return re(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return re(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),t&&X(this.$refs.focusInput)},hide:function(t){var n=this,o=function(){n.$emit("before-hide"),n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,n.searchValue="",n.resetFilterOnHide&&(n.filterValue=null),t&&X(n.$refs.focusInput)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n=this;setTimeout(function(){var o,l;n.focused=!1,n.focusedOptionIndex=-1,n.searchValue="",n.$emit("blur",t),(o=(l=n.formField).onBlur)===null||o===void 0||o.call(l,t)},100)},onKeyDown:function(t){var n=this;if(this.disabled){t.preventDefault();return}if(Mn())switch(t.code){case"Backspace":this.onBackspaceKey(t,this.editable);break;case"Enter":case"NumpadDecimal":this.onEnterKey(t);break;default:t.preventDefault();return}var o=t.metaKey||t.ctrlKey;switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,this.editable);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,this.editable);break;case"Home":this.onHomeKey(t,this.editable);break;case"End":this.onEndKey(t,this.editable);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Space":this.onSpaceKey(t,this.editable);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"Backspace":this.onBackspaceKey(t,this.editable);break;case"ShiftLeft":case"ShiftRight":break;default:!o&&Tn(t.key)&&(!this.overlayVisible&&this.show(),!this.editable&&this.searchOptions(t,t.key),this.filter&&this.$nextTick(function(){n.$refs.filterInput&&X(n.$refs.filterInput.$el)}));break}this.clicked=!1},onEditableInput:function(t){var n=t.target.value;this.searchValue="";var o=this.searchOptions(t,n);!o&&(this.focusedOptionIndex=-1),this.updateModel(t,n),!this.overlayVisible&&fe(n)&&this.show()},onContainerClick:function(t){this.disabled||this.loading||t.target.tagName==="INPUT"||t.target.getAttribute("data-pc-section")==="clearicon"||t.target.closest('[data-pc-section="clearicon"]')||((!this.overlay||!this.overlay.contains(t.target))&&(this.overlayVisible?this.hide(!0):this.show(!0)),this.clicked=!0)},onClearClick:function(t){this.updateModel(t,null),this.resetFilterOnClear&&(this.filterValue=null)},onFirstHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?zn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;X(n)},onLastHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?Vn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;X(n)},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0;if(this.overlayVisible){var l=this.getOptionValue(n);this.updateModel(t,l),o&&this.hide(!0)}},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onFilterChange:function(t){var n=t.target.value;this.filterValue=n,this.focusedOptionIndex=-1,this.$emit("filter",{originalEvent:t,value:n}),!this.virtualScrollerDisabled&&this.virtualScroller.scrollToIndex(0)},onFilterKeyDown:function(t){if(!t.isComposing)switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,!0);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,!0);break;case"Home":this.onHomeKey(t,!0);break;case"End":this.onEndKey(t,!0);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break}},onFilterBlur:function(){this.focusedOptionIndex=-1},onFilterUpdated:function(){this.overlayVisible&&this.alignOverlay()},onOverlayClick:function(t){Jt.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(!this.overlayVisible)this.show(),this.editable&&this.changeFocusedOptionIndex(t,this.findSelectedOptionIndex());else{var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.changeFocusedOptionIndex(t,n)}t.preventDefault()},onArrowUpKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(t.altKey&&!n)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var o=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.changeFocusedOptionIndex(t,o),!this.overlayVisible&&this.show(),t.preventDefault()}},onArrowLeftKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&(this.focusedOptionIndex=-1)},onHomeKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;t.shiftKey?o.setSelectionRange(0,t.target.selectionStart):(o.setSelectionRange(0,0),this.focusedOptionIndex=-1)}else this.changeFocusedOptionIndex(t,this.findFirstOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onEndKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;if(t.shiftKey)o.setSelectionRange(t.target.selectionStart,o.value.length);else{var l=o.value.length;o.setSelectionRange(l,l),this.focusedOptionIndex=-1}}else this.changeFocusedOptionIndex(t,this.findLastOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.overlayVisible?(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.hide(!0)):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)),t.preventDefault()},onSpaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;!n&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault(),t.stopPropagation()},onTabKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n||(this.overlayVisible&&this.hasFocusableElements()?(X(this.$refs.firstHiddenFocusableElementOnOverlay),t.preventDefault()):(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(this.filter)))},onBackspaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&!this.overlayVisible&&this.show()},onOverlayEnter:function(t){var n=this;Oe.set("overlay",t,this.$primevue.config.zIndex.overlay),Yt(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.scrollInView(),this.$attrSelector&&t.setAttribute(this.$attrSelector,""),setTimeout(function(){n.autoFilterFocus&&n.filter&&X(n.$refs.filterInput.$el),n.autoUpdateModel()},1)},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){var n=this;t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.autoFilterFocus&&this.filter&&!this.editable&&this.$nextTick(function(){n.$refs.filterInput&&X(n.$refs.filterInput.$el)}),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){Oe.clear(t)},alignOverlay:function(){this.appendTo==="self"?Gt(this.overlay,this.$el):this.overlay&&(this.overlay.style.minWidth=qt(this.$el)+"px",Wt(this.overlay,this.$el))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){var o=n.composedPath();t.overlayVisible&&t.overlay&&!o.includes(t.$el)&&!o.includes(t.overlay)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Ut(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!Nt()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},bindLabelClickListener:function(){var t=this;if(!this.editable&&!this.labelClickListener){var n=document.querySelector('label[for="'.concat(this.labelId,'"]'));n&&We(n)&&(this.labelClickListener=function(){X(t.$refs.focusInput)},n.addEventListener("click",this.labelClickListener))}},unbindLabelClickListener:function(){if(this.labelClickListener){var t=document.querySelector('label[for="'.concat(this.labelId,'"]'));t&&We(t)&&t.removeEventListener("click",this.labelClickListener)}},bindMatchMediaOrientationListener:function(){var t=this;if(!this.matchMediaOrientationListener){var n=matchMedia("(orientation: portrait)");this.queryOrientation=n,this.matchMediaOrientationListener=function(){t.alignOverlay()},this.queryOrientation.addEventListener("change",this.matchMediaOrientationListener)}},unbindMatchMediaOrientationListener:function(){this.matchMediaOrientationListener&&(this.queryOrientation.removeEventListener("change",this.matchMediaOrientationListener),this.queryOrientation=null,this.matchMediaOrientationListener=null)},hasFocusableElements:function(){return $n(this.overlay,':not([data-p-hidden-focusable="true"])').length>0},isOptionExactMatched:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale))==this.searchValue.toLocaleLowerCase(this.filterLocale)},isOptionStartsWith:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale).startsWith(this.searchValue.toLocaleLowerCase(this.filterLocale)))},isValidOption:function(t){return fe(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isSelected:function(t){return yt(this.d_value,this.getOptionValue(t),this.equalityKey)},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Ae(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Ae(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)})},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},searchOptions:function(t,n){var o=this;this.searchValue=(this.searchValue||"")+n;var l=-1,i=!1;return fe(this.searchValue)&&(l=this.visibleOptions.findIndex(function(a){return o.isOptionExactMatched(a)}),l===-1&&(l=this.visibleOptions.findIndex(function(a){return o.isOptionStartsWith(a)})),l!==-1&&(i=!0),l===-1&&this.focusedOptionIndex===-1&&(l=this.findFirstFocusedOptionIndex()),l!==-1&&this.changeFocusedOptionIndex(t,l)),this.searchTimeout&&clearTimeout(this.searchTimeout),this.searchTimeout=setTimeout(function(){o.searchValue="",o.searchTimeout=null},500),i},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=mt(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"nearest"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.autoOptionFocus&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex()),this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1)},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var a=n.getOptionGroupChildren(l);return a&&a.forEach(function(d){return o.push(d)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t}},computed:{visibleOptions:function(){var t=this,n=this.optionGroupLabel?this.flatOptions(this.options):this.options||[];if(this.filterValue){var o=Ln.filter(n,this.searchFields,this.filterValue,this.filterMatchMode,this.filterLocale);if(this.optionGroupLabel){var l=this.options||[],i=[];return l.forEach(function(a){var d=t.getOptionGroupChildren(a),u=d.filter(function(m){return o.includes(m)});u.length>0&&i.push(St(St({},a),{},ve({},typeof t.optionGroupChildren=="string"?t.optionGroupChildren:"items",zi(u))))}),this.flatOptions(i)}return o}return n},hasSelectedOption:function(){return this.$filled},label:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.placeholder||"p-emptylabel"},editableInputValue:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.d_value||""},equalityKey:function(){return this.optionValue?null:this.dataKey},searchFields:function(){return this.filterFields||[this.optionLabel]},filterResultMessageText:function(){return fe(this.visibleOptions)?this.filterMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptyFilterMessageText},filterMessageText:function(){return this.filterMessage||this.$primevue.config.locale.searchMessage||""},emptyFilterMessageText:function(){return this.emptyFilterMessage||this.$primevue.config.locale.emptySearchMessage||this.$primevue.config.locale.emptyFilterMessage||""},emptyMessageText:function(){return this.emptyMessage||this.$primevue.config.locale.emptyMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}","1"):this.emptySelectionMessageText},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},isClearIconVisible:function(){return this.showClear&&this.d_value!=null&&!this.disabled&&!this.loading},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},containerDataP:function(){return de(ve({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))},labelDataP:function(){return de(ve(ve({placeholder:!this.editable&&this.label===this.placeholder,clearable:this.showClear,disabled:this.disabled,editable:this.editable},this.size,this.size),"empty",!this.editable&&!this.$slots.value&&(this.label==="p-emptylabel"||this.label.length===0)))},dropdownIconDataP:function(){return de(ve({},this.size,this.size))},overlayDataP:function(){return de(ve({},"portal-"+this.appendTo,"portal-"+this.appendTo))}},directives:{ripple:Ht},components:{InputText:ee,VirtualScroller:vt,Portal:jt,InputIcon:an,IconField:ln,TimesIcon:Rt,ChevronDownIcon:bt,SpinnerIcon:ht,SearchIcon:on,CheckIcon:Bt,BlankIcon:nn}},Di=["id","data-p"],Ei=["name","id","value","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","data-p"],Bi=["name","id","tabindex","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","aria-disabled","data-p"],Ri=["data-p"],ji=["id"],Hi=["id"],Ni=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onMousedown","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function Ui(e,t,n,o,l,i){var a=J("SpinnerIcon"),d=J("InputText"),u=J("SearchIcon"),m=J("InputIcon"),v=J("IconField"),C=J("CheckIcon"),y=J("BlankIcon"),b=J("VirtualScroller"),k=J("Portal"),x=Zt("ripple");return r(),f("div",O({ref:"container",id:e.$id,class:e.cx("root"),onClick:t[12]||(t[12]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.editable?(r(),f("input",O({key:0,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,type:"text",class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],value:i.editableInputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?e.$id+"_list":void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onEditableInput&&i.onEditableInput.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),null,16,Ei)):(r(),f("span",O({key:1,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],tabindex:e.disabled?-1:e.tabindex,role:"combobox","aria-label":e.ariaLabel||(i.label==="p-emptylabel"?void 0:i.label),"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,"aria-disabled":e.disabled,onFocus:t[4]||(t[4]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[5]||(t[5]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[6]||(t[6]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),[D(e.$slots,"value",{value:e.d_value,placeholder:e.placeholder},function(){var S;return[le(M(i.label==="p-emptylabel"?" ":(S=i.label)!==null&&S!==void 0?S:"empty"),1)]})],16,Bi)),i.isClearIconVisible?D(e.$slots,"clearicon",{key:2,class:Q(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[(r(),P(Ie(e.clearIcon?"i":"TimesIcon"),O({ref:"clearIcon",class:[e.cx("clearIcon"),e.clearIcon],onClick:i.onClearClick},e.ptm("clearIcon"),{"data-pc-section":"clearicon"}),null,16,["class","onClick"]))]}):L("",!0),h("div",O({class:e.cx("dropdown")},e.ptm("dropdown")),[e.loading?D(e.$slots,"loadingicon",{key:0,class:Q(e.cx("loadingIcon"))},function(){return[e.loadingIcon?(r(),f("span",O({key:0,class:[e.cx("loadingIcon"),"pi-spin",e.loadingIcon],"aria-hidden":"true"},e.ptm("loadingIcon")),null,16)):(r(),P(a,O({key:1,class:e.cx("loadingIcon"),spin:"","aria-hidden":"true"},e.ptm("loadingIcon")),null,16,["class"]))]}):D(e.$slots,"dropdownicon",{key:1,class:Q(e.cx("dropdownIcon"))},function(){return[(r(),P(Ie(e.dropdownIcon?"span":"ChevronDownIcon"),O({class:[e.cx("dropdownIcon"),e.dropdownIcon],"aria-hidden":"true","data-p":i.dropdownIconDataP},e.ptm("dropdownIcon")),null,16,["class","data-p"]))]})],16),F(k,{appendTo:e.appendTo},{default:U(function(){return[F(Xt,O({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:U(function(){return[l.overlayVisible?(r(),f("div",O({key:0,ref:i.overlayRef,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:[e.panelStyle,e.overlayStyle],onClick:t[10]||(t[10]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[11]||(t[11]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[h("span",O({ref:"firstHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[7]||(t[7]=function(){return i.onFirstHiddenFocus&&i.onFirstHiddenFocus.apply(i,arguments)})},e.ptm("hiddenFirstFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16),D(e.$slots,"header",{value:e.d_value,options:i.visibleOptions}),e.filter?(r(),f("div",O({key:0,class:e.cx("header")},e.ptm("header")),[F(v,{unstyled:e.unstyled,pt:e.ptm("pcFilterContainer")},{default:U(function(){return[F(d,{ref:"filterInput",type:"text",value:l.filterValue,onVnodeMounted:i.onFilterUpdated,onVnodeUpdated:i.onFilterUpdated,class:Q(e.cx("pcFilter")),placeholder:e.filterPlaceholder,variant:e.variant,unstyled:e.unstyled,role:"searchbox",autocomplete:"off","aria-owns":e.$id+"_list","aria-activedescendant":i.focusedOptionId,onKeydown:i.onFilterKeyDown,onBlur:i.onFilterBlur,onInput:i.onFilterChange,pt:e.ptm("pcFilter"),formControl:{novalidate:!0}},null,8,["value","onVnodeMounted","onVnodeUpdated","class","placeholder","variant","unstyled","aria-owns","aria-activedescendant","onKeydown","onBlur","onInput","pt"]),F(m,{unstyled:e.unstyled,pt:e.ptm("pcFilterIconContainer")},{default:U(function(){return[D(e.$slots,"filtericon",{},function(){return[e.filterIcon?(r(),f("span",O({key:0,class:e.filterIcon},e.ptm("filterIcon")),null,16)):(r(),P(u,An(O({key:1},e.ptm("filterIcon"))),null,16))]})]}),_:3},8,["unstyled","pt"])]}),_:3},8,["unstyled","pt"]),h("span",O({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenFilterResult"),{"data-p-hidden-accessible":!0}),M(i.filterResultMessageText),17)],16)):L("",!0),h("div",O({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[F(b,O({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{items:i.visibleOptions,style:{height:e.scrollHeight},tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Qt({content:U(function(S){var c=S.styleClass,p=S.contentRef,s=S.items,g=S.getItemOptions,w=S.contentStyle,$=S.itemSize;return[h("ul",O({ref:function(T){return i.listRef(T,p)},id:e.$id+"_list",class:[e.cx("list"),c],style:w,role:"listbox"},e.ptm("list")),[(r(!0),f(E,null,W(s,function(V,T){return r(),f(E,{key:i.getOptionRenderKey(V,i.getOptionIndex(T,g))},[i.isOptionGroup(V)?(r(),f("li",O({key:0,id:e.$id+"_"+i.getOptionIndex(T,g),style:{height:$?$+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[D(e.$slots,"optiongroup",{option:V.optionGroup,index:i.getOptionIndex(T,g)},function(){return[h("span",O({class:e.cx("optionGroupLabel")},{ref_for:!0},e.ptm("optionGroupLabel")),M(i.getOptionGroupLabel(V.optionGroup)),17)]})],16,Hi)):_t((r(),f("li",O({key:1,id:e.$id+"_"+i.getOptionIndex(T,g),class:e.cx("option",{option:V,focusedOption:i.getOptionIndex(T,g)}),style:{height:$?$+"px":void 0},role:"option","aria-label":i.getOptionLabel(V),"aria-selected":i.isSelected(V),"aria-disabled":i.isOptionDisabled(V),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(T,g)),onMousedown:function(j){return i.onOptionSelect(j,V)},onMousemove:function(j){return i.onOptionMouseMove(j,i.getOptionIndex(T,g))},onClick:t[8]||(t[8]=Se(function(){},["stop"])),"data-p-selected":!e.checkmark&&i.isSelected(V),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(T,g),"data-p-disabled":i.isOptionDisabled(V)},{ref_for:!0},i.getPTItemOptions(V,g,T,"option")),[e.checkmark?(r(),f(E,{key:0},[i.isSelected(V)?(r(),P(C,O({key:0,class:e.cx("optionCheckIcon")},{ref_for:!0},e.ptm("optionCheckIcon")),null,16,["class"])):(r(),P(y,O({key:1,class:e.cx("optionBlankIcon")},{ref_for:!0},e.ptm("optionBlankIcon")),null,16,["class"]))],64)):L("",!0),D(e.$slots,"option",{option:V,selected:i.isSelected(V),index:i.getOptionIndex(T,g)},function(){return[h("span",O({class:e.cx("optionLabel")},{ref_for:!0},e.ptm("optionLabel")),M(i.getOptionLabel(V)),17)]})],16,Ni)),[[x]])],64)}),128)),l.filterValue&&(!s||s&&s.length===0)?(r(),f("li",O({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[D(e.$slots,"emptyfilter",{},function(){return[le(M(i.emptyFilterMessageText),1)]})],16)):!e.options||e.options&&e.options.length===0?(r(),f("li",O({key:1,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[D(e.$slots,"empty",{},function(){return[le(M(i.emptyMessageText),1)]})],16)):L("",!0)],16,ji)]}),_:2},[e.$slots.loader?{name:"loader",fn:U(function(S){var c=S.options;return[D(e.$slots,"loader",{options:c})]}),key:"0"}:void 0]),1040,["items","style","disabled","pt"])],16),D(e.$slots,"footer",{value:e.d_value,options:i.visibleOptions}),!e.options||e.options&&e.options.length===0?(r(),f("span",O({key:1,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenEmptyMessage"),{"data-p-hidden-accessible":!0}),M(i.emptyMessageText),17)):L("",!0),h("span",O({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),M(i.selectedMessageText),17),h("span",O({ref:"lastHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[9]||(t[9]=function(){return i.onLastHiddenFocus&&i.onLastHiddenFocus.apply(i,arguments)})},e.ptm("hiddenLastFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16)],16,Ri)):L("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,Di)}sn.render=Ui;const he=new Set(["Section Break","Column Break","Tab Break","HTML","Button","Image","Heading","Fold"]),ue=new Set(["Table","Table MultiSelect"]),Gi=new Set(["Int","Float","Currency","Percent","Rating"]),tr=[{fieldname:"name",fieldtype:"Data",label:"ID"},{fieldname:"modified",fieldtype:"Datetime",label:"Last Updated On"},{fieldname:"creation",fieldtype:"Datetime",label:"Created On"},{fieldname:"owner",fieldtype:"Link",label:"Created By",options:"User"}];function qi(e){return e.issingle||e.istable||e.autoname==="autoincrement"?!1:!!Number(e.allow_rename??e.custom??0)}function rt(e){return(e.autoname??"").trim().toLowerCase()==="prompt"}function se(e){return e.label||e.fieldname.replace(/_/g," ").replace(/^./,t=>t.toUpperCase())}function Wi(e){return e.fields.filter(t=>!he.has(t.fieldtype))}function Yi(e){const t=Wi(e).filter(l=>!ue.has(l.fieldtype)&&l.fieldtype!=="Password"&&!l.hidden),n=t.filter(l=>l.in_list_view);if(n.length>0)return n.slice(0,6);const o=t.find(l=>l.fieldname===e.title_field);return o?[o]:t.slice(0,3)}function Ji(e,t){const n=new Set(t),o=new Set,l=new Set;for(const i of e.permissions??[]){if(!n.has(i.role))continue;const a=i.permlevel??0;(i.read||i.write)&&o.add(a),i.write&&l.add(a)}if(n.has("Administrator"))for(const i of e.fields)o.add(i.permlevel??0),l.add(i.permlevel??0);return{read:o,write:l}}var dn={name:"MinusIcon",extends:Ze};function Zi(e){return eo(e)||_i(e)||Qi(e)||Xi()}function Xi(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Qi(e,t){if(e){if(typeof e=="string")return st(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?st(e,t):void 0}}function _i(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function eo(e){if(Array.isArray(e))return st(e)}function st(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function to(e,t,n,o,l,i){return r(),f("svg",O({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Zi(t[0]||(t[0]=[h("path",{d:"M13.2222 7.77778H0.777778C0.571498 7.77778 0.373667 7.69584 0.227806 7.54998C0.0819442 7.40412 0 7.20629 0 7.00001C0 6.79373 0.0819442 6.5959 0.227806 6.45003C0.373667 6.30417 0.571498 6.22223 0.777778 6.22223H13.2222C13.4285 6.22223 13.6263 6.30417 13.7722 6.45003C13.9181 6.5959 14 6.79373 14 7.00001C14 7.20629 13.9181 7.40412 13.7722 7.54998C13.6263 7.69584 13.4285 7.77778 13.2222 7.77778Z",fill:"currentColor"},null,-1)])),16)}dn.render=to;var no=`
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
`,io={root:function(t){var n=t.instance,o=t.props;return["p-checkbox p-component",{"p-checkbox-checked":n.checked,"p-disabled":o.disabled,"p-invalid":n.$pcCheckboxGroup?n.$pcCheckboxGroup.$invalid:n.$invalid,"p-variant-filled":n.$variant==="filled","p-checkbox-sm p-inputfield-sm":o.size==="small","p-checkbox-lg p-inputfield-lg":o.size==="large"}]},box:"p-checkbox-box",input:"p-checkbox-input",icon:"p-checkbox-icon"},oo=pe.extend({name:"checkbox",style:no,classes:io}),lo={name:"BaseCheckbox",extends:Xe,props:{value:null,binary:Boolean,indeterminate:{type:Boolean,default:!1},trueValue:{type:null,default:!0},falseValue:{type:null,default:!1},readonly:{type:Boolean,default:!1},required:{type:Boolean,default:!1},tabindex:{type:Number,default:null},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},ariaLabelledby:{type:String,default:null},ariaLabel:{type:String,default:null}},style:oo,provide:function(){return{$pcCheckbox:this,$parentInstance:this}}};function De(e){"@babel/helpers - typeof";return De=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},De(e)}function ao(e,t,n){return(t=ro(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function ro(e){var t=so(e,"string");return De(t)=="symbol"?t:t+""}function so(e,t){if(De(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(De(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function uo(e){return ho(e)||fo(e)||po(e)||co()}function co(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function po(e,t){if(e){if(typeof e=="string")return dt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?dt(e,t):void 0}}function fo(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function ho(e){if(Array.isArray(e))return dt(e)}function dt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var _e={name:"Checkbox",extends:lo,inheritAttrs:!1,emits:["change","focus","blur","update:indeterminate"],inject:{$pcCheckboxGroup:{default:void 0}},data:function(){return{d_indeterminate:this.indeterminate}},watch:{indeterminate:function(t){this.d_indeterminate=t,this.updateIndeterminate()}},mounted:function(){this.updateIndeterminate()},updated:function(){this.updateIndeterminate()},methods:{getPTOptions:function(t){var n=t==="root"?this.ptmi:this.ptm;return n(t,{context:{checked:this.checked,indeterminate:this.d_indeterminate,disabled:this.disabled}})},onChange:function(t){var n=this;if(!this.disabled&&!this.readonly){var o=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value,l;this.binary?l=this.d_indeterminate?this.trueValue:this.checked?this.falseValue:this.trueValue:this.checked||this.d_indeterminate?l=o.filter(function(i){return!yt(i,n.value)}):l=o?[].concat(uo(o),[this.value]):[this.value],this.d_indeterminate&&(this.d_indeterminate=!1,this.$emit("update:indeterminate",this.d_indeterminate)),this.$pcCheckboxGroup?this.$pcCheckboxGroup.writeValue(l,t):this.writeValue(l,t),this.$emit("change",t)}},onFocus:function(t){this.$emit("focus",t)},onBlur:function(t){var n,o;this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o,t)},updateIndeterminate:function(){this.$refs.input&&(this.$refs.input.indeterminate=this.d_indeterminate)}},computed:{groupName:function(){return this.$pcCheckboxGroup?this.$pcCheckboxGroup.groupName:this.$formName},checked:function(){var t=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value;return this.d_indeterminate?!1:this.binary?t===this.trueValue:Pn(this.value,t)},dataP:function(){return de(ao({invalid:this.$invalid,checked:this.checked,disabled:this.disabled,filled:this.$variant==="filled"},this.size,this.size))}},components:{CheckIcon:Bt,MinusIcon:dn}},mo=["data-p-checked","data-p-indeterminate","data-p-disabled","data-p"],yo=["id","value","name","checked","tabindex","disabled","readonly","required","aria-labelledby","aria-label","aria-invalid"],bo=["data-p"];function vo(e,t,n,o,l,i){var a=J("CheckIcon"),d=J("MinusIcon");return r(),f("div",O({class:e.cx("root")},i.getPTOptions("root"),{"data-p-checked":i.checked,"data-p-indeterminate":l.d_indeterminate||void 0,"data-p-disabled":e.disabled,"data-p":i.dataP}),[h("input",O({ref:"input",id:e.inputId,type:"checkbox",class:[e.cx("input"),e.inputClass],style:e.inputStyle,value:e.value,name:i.groupName,checked:i.checked,tabindex:e.tabindex,disabled:e.disabled,readonly:e.readonly,required:e.required,"aria-labelledby":e.ariaLabelledby,"aria-label":e.ariaLabel,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onChange:t[2]||(t[2]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},i.getPTOptions("input")),null,16,yo),h("div",O({class:e.cx("box")},i.getPTOptions("box"),{"data-p":i.dataP}),[D(e.$slots,"icon",{checked:i.checked,indeterminate:l.d_indeterminate,class:Q(e.cx("icon")),dataP:i.dataP},function(){return[i.checked?(r(),P(a,O({key:0,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):l.d_indeterminate?(r(),P(d,O({key:1,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):L("",!0)]})],16,bo)],16,mo)}_e.render=vo;var go=`
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
`,wo={root:function(t){var n=t.props;return["p-tag p-component",{"p-tag-info":n.severity==="info","p-tag-success":n.severity==="success","p-tag-warn":n.severity==="warn","p-tag-danger":n.severity==="danger","p-tag-secondary":n.severity==="secondary","p-tag-contrast":n.severity==="contrast","p-tag-rounded":n.rounded}]},icon:"p-tag-icon",label:"p-tag-label"},ko=pe.extend({name:"tag",style:go,classes:wo}),Oo={name:"BaseTag",extends:Ne,props:{value:null,severity:null,rounded:Boolean,icon:String},style:ko,provide:function(){return{$pcTag:this,$parentInstance:this}}};function Ee(e){"@babel/helpers - typeof";return Ee=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ee(e)}function Io(e,t,n){return(t=So(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function So(e){var t=Co(e,"string");return Ee(t)=="symbol"?t:t+""}function Co(e,t){if(Ee(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ee(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var ut={name:"Tag",extends:Oo,inheritAttrs:!1,computed:{dataP:function(){return de(Io({rounded:this.rounded},this.severity,this.severity))}}},xo=["data-p"];function Lo(e,t,n,o,l,i){return r(),f("span",O({class:e.cx("root"),"data-p":i.dataP},e.ptmi("root")),[e.$slots.icon?(r(),P(Ie(e.$slots.icon),O({key:0,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(r(),f("span",O({key:1,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):L("",!0),e.value!=null||e.$slots.default?D(e.$slots,"default",{key:2},function(){return[h("span",O({class:e.cx("label")},e.ptm("label")),M(e.value),17)]}):L("",!0)],16,xo)}ut.render=Lo;class oe extends Error{}const $o=["===","!==","==","!=","<=",">=","&&","||","!","<",">","(",")","[","]",".",",","?",":","-"],Ct={true:!0,false:!1,null:null,undefined:void 0},xt=1e3,Lt=32;function Vo(e){if(e.length>xt)throw new oe(`longer than ${xt} characters`);const t=[];let n=0;for(;n<e.length;){const o=e[n];if(/\s/.test(o)){n++;continue}const l=/^\d+(\.\d+)?/.exec(e.slice(n));if(l){t.push({t:"num",v:l[0]}),n+=l[0].length;continue}const i=/^[A-Za-z_$][\w$]*/.exec(e.slice(n));if(i){t.push({t:"id",v:i[0]}),n+=i[0].length;continue}if(o==='"'||o==="'"){let d="";for(n++;n<e.length&&e[n]!==o;n++)d+=e[n]==="\\"?e[++n]??"":e[n];if(e[n]!==o)throw new oe("unterminated string");t.push({t:"str",v:d}),n++;continue}const a=$o.find(d=>e.startsWith(d,n));if(!a)throw new oe(`unexpected "${o}"`);t.push({t:"op",v:a}),n+=a.length}return t.push({t:"end",v:""}),t}function zo(e){const t=Vo(e);let n=0,o=0;const l=()=>t[n],i=(...s)=>l().t==="op"&&s.includes(l().v),a=s=>{if(!i(s))throw new oe(`expected "${s}"`);n++},d=s=>{if(++o>Lt)throw new oe(`nested more than ${Lt} deep`);try{return s()}finally{o--}},u=(s,g)=>()=>{let w=s();for(;i(...g);)w={k:"binary",op:t[n++].v,left:w,right:s()};return w},m=()=>d(()=>{const s=c();if(!i("?"))return s;n++;const g=m();return a(":"),{k:"cond",test:s,then:g,otherwise:m()}}),v=s=>{const g=[];for(;!i(s);)g.push(m()),i(s)||a(",");return n++,g},C=()=>{const s=t[n++];if(s.t==="num")return{k:"lit",v:Number(s.v)};if(s.t==="str")return{k:"lit",v:s.v};if(s.t==="id")return s.v in Ct?{k:"lit",v:Ct[s.v]}:{k:"name",name:s.v};if(s.t==="op"&&s.v==="("){const g=m();return a(")"),g}if(s.t==="op"&&s.v==="[")return{k:"list",items:v("]")};throw new oe(s.t==="end"?"unexpected end":`unexpected "${s.v}"`)},y=()=>{let s=C();for(;;)if(i(".")){n++;const g=t[n++];if(g.t!=="id")throw new oe("expected a property name");s={k:"member",object:s,key:{k:"lit",v:g.v}}}else if(i("[")){n++;const g=m();a("]"),s={k:"member",object:s,key:g}}else if(i("("))n++,s={k:"call",callee:s,args:v(")")};else return s},b=()=>i("!","-")?d(()=>({k:"unary",op:t[n++].v,operand:b()})):y(),k=u(b,["<",">","<=",">="]),x=u(k,["===","!==","==","!="]),S=u(x,["&&"]),c=u(S,["||"]),p=m();if(l().t!=="end")throw new oe(`unexpected "${l().v}"`);return p}function $t(e,t){if(e===t)return!0;if(e==null||t==null)return e==null&&t==null;if(typeof e=="object"||typeof t=="object")return!1;const n=o=>typeof o=="boolean"?Number(o):typeof o=="string"&&o.trim()===""?0:Number(o);return typeof e=="string"&&typeof t=="string"?!1:n(e)===n(t)}function Mo(e,t){if(e==null)throw new oe(`cannot read "${String(t)}" of ${String(e)}`);if(t==="length"&&(typeof e=="string"||Array.isArray(e)))return e.length;if(!(typeof e!="object"||typeof t!="string"&&typeof t!="number"))return Object.hasOwn(e,t)?e[t]:void 0}function Vt(e,t){if(Array.isArray(e))return e.some(n=>n===t);if(typeof e=="string")return e.includes(String(t));throw new oe("includes() of neither a list nor a text")}function To(e,t){const n=e.args.map(o=>_(o,t));if(e.callee.k==="name"&&e.callee.name==="in_list")return Vt(n[0],n[1]);if(e.callee.k==="member"&&e.callee.key.k==="lit"&&e.callee.key.v==="includes")return Vt(_(e.callee.object,t),n[0]);throw new oe("only in_list() and .includes() may be called")}function _(e,t){switch(e.k){case"lit":return e.v;case"name":if(!Object.hasOwn(t,e.name))throw new oe(`unknown name "${e.name}"`);return t[e.name];case"member":return Mo(_(e.object,t),_(e.key,t));case"call":return To(e,t);case"list":return e.items.map(n=>_(n,t));case"unary":return e.op==="!"?!_(e.operand,t):-Number(_(e.operand,t));case"cond":return _(e.test,t)?_(e.then,t):_(e.otherwise,t);case"binary":{const n=_(e.left,t);if(e.op==="&&")return n&&_(e.right,t);if(e.op==="||")return n||_(e.right,t);const o=_(e.right,t);switch(e.op){case"===":return n===o;case"!==":return n!==o;case"==":return $t(n,o);case"!=":return!$t(n,o);default:{const[l,i]=[n,o];return e.op==="<"?l<i:e.op===">"?l>i:e.op==="<="?l<=i:l>=i}}}}}function Ao(e,t,n){return _(zo(e),{doc:t,parent:n})}function gt(e,t,n,o){const l=(e??"").trim();if(!l||l.startsWith("fn:"))return o;if(l.startsWith("eval:"))try{return!!Ao(l.slice(5),t,n)}catch(a){if(a instanceof oe)return o;throw a}const i=t[l];return Array.isArray(i)?i.length>0:!!i}function Be(e,t,n=null){return!e.hidden&&gt(e.depends_on,t,n,!0)}function Je(e,t,n=null){return!!e.reqd||gt(e.mandatory_depends_on,t,n,!1)}function un(e,t,n=null){const o=!t.__islocal&&!!t.name;return!!e.set_only_once&&o||gt(e.read_only_depends_on,t,n,!1)}function cn(e){return Array.isArray(e)?e.length>0:e!=null&&!(typeof e=="string"&&e.trim()==="")}function zt(e,t,n){return e.fields.filter(o=>!he.has(o.fieldtype)&&Be(o,t,n)&&Je(o,t,n)&&!cn(t[o.fieldname])).map(se)}function Po(e,t,n,o){const l=o&&!cn(t.name)?["Name"]:[];l.push(...zt(e,t,null));for(const i of e.fields){const a=n[i.fieldname];!ue.has(i.fieldtype)||!a||!Be(i,t)||(t[i.fieldname]??[]).forEach((d,u)=>{for(const m of zt(a,d,t))l.push(`${se(i)}, row ${u+1}: ${m}`)})}return l}var Fo=`
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
`,Ko={root:function(t){var n=t.instance,o=t.props;return["p-textarea p-component",{"p-filled":n.$filled,"p-textarea-resizable ":o.autoResize,"p-textarea-sm p-inputfield-sm":o.size==="small","p-textarea-lg p-inputfield-lg":o.size==="large","p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-textarea-fluid":n.$fluid}]}},Do=pe.extend({name:"textarea",style:Fo,classes:Ko}),Eo={name:"BaseTextarea",extends:Xe,props:{autoResize:Boolean},style:Do,provide:function(){return{$pcTextarea:this,$parentInstance:this}}};function Re(e){"@babel/helpers - typeof";return Re=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Re(e)}function Bo(e,t,n){return(t=Ro(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Ro(e){var t=jo(e,"string");return Re(t)=="symbol"?t:t+""}function jo(e,t){if(Re(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Re(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var je={name:"Textarea",extends:Eo,inheritAttrs:!1,observer:null,mounted:function(){var t=this;this.autoResize&&(this.observer=new ResizeObserver(function(){requestAnimationFrame(function(){t.resize()})}),this.observer.observe(this.$el))},updated:function(){this.autoResize&&this.resize()},beforeUnmount:function(){this.observer&&this.observer.disconnect()},methods:{resize:function(){if(this.$el.offsetParent){var t=this.$el.style.height,n=parseInt(t)||0,o=this.$el.scrollHeight,l=!n||o>n,i=n&&o<n;i?(this.$el.style.height="auto",this.$el.style.height="".concat(this.$el.scrollHeight,"px")):l&&(this.$el.style.height="".concat(o,"px"))}},onInput:function(t){this.autoResize&&this.resize(),this.writeValue(t.target.value,t)}},computed:{attrs:function(){return O(this.ptmi("root",{context:{filled:this.$filled,disabled:this.disabled}}),this.formField)},dataP:function(){return de(Bo({invalid:this.$invalid,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))}}},Ho=["value","name","disabled","aria-invalid","data-p"];function No(e,t,n,o,l,i){return r(),f("textarea",O({class:e.cx("root"),value:e.d_value,name:e.name,disabled:e.disabled,"aria-invalid":e.invalid||void 0,"data-p":i.dataP,onInput:t[0]||(t[0]=function(){return i.onInput&&i.onInput.apply(i,arguments)})},i.attrs),null,16,Ho)}je.render=No;var Uo=`
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
`,Go={root:"p-chip p-component",image:"p-chip-image",icon:"p-chip-icon",label:"p-chip-label",removeIcon:"p-chip-remove-icon"},qo=pe.extend({name:"chip",style:Uo,classes:Go}),Wo={name:"BaseChip",extends:Ne,props:{label:{type:[String,Number],default:null},icon:{type:String,default:null},image:{type:String,default:null},removable:{type:Boolean,default:!1},removeIcon:{type:String,default:void 0}},style:qo,provide:function(){return{$pcChip:this,$parentInstance:this}}},pn={name:"Chip",extends:Wo,inheritAttrs:!1,emits:["remove"],data:function(){return{visible:!0}},methods:{onKeydown:function(t){(t.key==="Enter"||t.key==="Backspace")&&this.close(t)},close:function(t){this.visible=!1,this.$emit("remove",t)}},computed:{dataP:function(){return de({removable:this.removable})}},components:{TimesCircleIcon:Fn}},Yo=["aria-label","data-p"],Jo=["src"];function Zo(e,t,n,o,l,i){return l.visible?(r(),f("div",O({key:0,class:e.cx("root"),"aria-label":e.label},e.ptmi("root"),{"data-p":i.dataP}),[D(e.$slots,"default",{},function(){return[e.image?(r(),f("img",O({key:0,src:e.image},e.ptm("image"),{class:e.cx("image")}),null,16,Jo)):e.$slots.icon?(r(),P(Ie(e.$slots.icon),O({key:1,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(r(),f("span",O({key:2,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):L("",!0),e.label!==null?(r(),f("div",O({key:3,class:e.cx("label")},e.ptm("label")),M(e.label),17)):L("",!0)]}),e.removable?D(e.$slots,"removeicon",{key:0,removeCallback:i.close,keydownCallback:i.onKeydown},function(){return[(r(),P(Ie(e.removeIcon?"span":"TimesCircleIcon"),O({class:[e.cx("removeIcon"),e.removeIcon],onClick:i.close,onKeydown:i.onKeydown},e.ptm("removeIcon")),null,16,["class","onClick","onKeydown"]))]}):L("",!0)],16,Yo)):L("",!0)}pn.render=Zo;var Xo=`
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
`,Qo={root:{position:"relative"}},_o={root:function(t){var n=t.instance;return["p-autocomplete p-component p-inputwrapper",{"p-invalid":n.$invalid,"p-focus":n.focused,"p-inputwrapper-filled":n.$filled||fe(n.inputValue),"p-inputwrapper-focus":n.focused,"p-autocomplete-open":n.overlayVisible,"p-autocomplete-fluid":n.$fluid,"p-autocomplete-clearable":n.isClearIconVisible}]},pcInputText:"p-autocomplete-input",inputMultiple:function(t){var n=t.instance,o=t.props;return["p-autocomplete-input-multiple",{"p-variant-filled":n.$variant==="filled","p-disabled":o.disabled}]},clearIcon:"p-autocomplete-clear-icon",chipItem:function(t){var n=t.instance,o=t.i;return["p-autocomplete-chip-item",{"p-focus":n.focusedMultipleOptionIndex===o}]},pcChip:"p-autocomplete-chip",chipIcon:"p-autocomplete-chip-icon",inputChip:"p-autocomplete-input-chip",loader:"p-autocomplete-loader",dropdown:"p-autocomplete-dropdown",overlay:"p-autocomplete-overlay p-component",listContainer:"p-autocomplete-list-container",list:"p-autocomplete-list",optionGroup:"p-autocomplete-option-group",option:function(t){var n=t.instance,o=t.option,l=t.i,i=t.getItemOptions;return["p-autocomplete-option",{"p-autocomplete-option-selected":n.isSelected(o),"p-focus":n.focusedOptionIndex===n.getOptionIndex(l,i),"p-disabled":n.isOptionDisabled(o)}]},emptyMessage:"p-autocomplete-empty-message"},el=pe.extend({name:"autocomplete",style:Xo,classes:_o,inlineStyles:Qo}),tl={name:"BaseAutoComplete",extends:Xe,props:{suggestions:{type:Array,default:null},optionLabel:null,optionDisabled:null,optionGroupLabel:null,optionGroupChildren:null,scrollHeight:{type:String,default:"14rem"},dropdown:{type:Boolean,default:!1},dropdownMode:{type:String,default:"blank"},multiple:{type:Boolean,default:!1},loading:{type:Boolean,default:!1},placeholder:{type:String,default:null},dataKey:{type:String,default:null},minLength:{type:Number,default:1},delay:{type:Number,default:300},appendTo:{type:[String,Object],default:"body"},forceSelection:{type:Boolean,default:!1},completeOnFocus:{type:Boolean,default:!1},showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputStyle:{type:Object,default:null},inputClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},dropdownIcon:{type:String,default:null},dropdownClass:{type:[String,Object],default:null},loader:{type:String,default:null},loadingIcon:{type:String,default:null},removeTokenIcon:{type:String,default:null},chipIcon:{type:String,default:null},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},searchLocale:{type:String,default:void 0},searchMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptySearchMessage:{type:String,default:null},showEmptyMessage:{type:Boolean,default:!0},tabindex:{type:Number,default:0},typeahead:{type:Boolean,default:!0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:el,provide:function(){return{$pcAutoComplete:this,$parentInstance:this}}};function Mt(e,t,n){return(t=nl(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function nl(e){var t=il(e,"string");return Ce(t)=="symbol"?t:t+""}function il(e,t){if(Ce(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ce(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function Ce(e){"@babel/helpers - typeof";return Ce=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ce(e)}function Ge(e){return rl(e)||al(e)||ll(e)||ol()}function ol(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function ll(e,t){if(e){if(typeof e=="string")return ct(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?ct(e,t):void 0}}function al(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function rl(e){if(Array.isArray(e))return ct(e)}function ct(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var fn={name:"AutoComplete",extends:tl,inheritAttrs:!1,emits:["change","focus","blur","item-select","item-unselect","option-select","option-unselect","dropdown-click","clear","complete","before-show","before-hide","show","hide"],inject:{$pcFluid:{default:null}},outsideClickListener:null,resizeListener:null,scrollHandler:null,overlay:null,virtualScroller:null,searchTimeout:null,dirty:!1,startRangeIndex:-1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,focusedMultipleOptionIndex:-1,overlayVisible:!1,searching:!1}},watch:{suggestions:function(){this.searching&&(this.show(),this.focusedOptionIndex=this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.searching=!1,!this.showEmptyMessage&&this.visibleOptions.length===0&&this.hide()),this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel()},updated:function(){this.overlayVisible&&this.alignOverlay()},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(Oe.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?re(t,this.optionLabel):t},getOptionValue:function(t){return t},getOptionRenderKey:function(t,n){return(this.dataKey?re(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?re(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return re(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return re(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.dirty=!0,this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,t&&X(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},hide:function(t){var n=this,o=function(){var i;n.$emit("before-hide"),n.dirty=t,n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,t&&X(n.multiple?n.$refs.focusInput:(i=n.$refs.focusInput)===null||i===void 0?void 0:i.$el)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(!this.dirty&&this.completeOnFocus&&this.search(t,t.target.value,"focus"),this.dirty=!0,this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n,o;this.dirty=!1,this.focused=!1,this.focusedOptionIndex=-1,this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o)},onKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t);break;case"ArrowLeft":this.onArrowLeftKey(t);break;case"ArrowRight":this.onArrowRightKey(t);break;case"Home":this.onHomeKey(t);break;case"End":this.onEndKey(t);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Space":this.onSpaceKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"ShiftLeft":case"ShiftRight":this.onShiftKey(t);break;case"Backspace":this.onBackspaceKey(t);break}this.clicked=!1},onInput:function(t){var n=this;if(this.typeahead){this.searchTimeout&&clearTimeout(this.searchTimeout);var o=t.target.value;this.multiple||this.updateModel(t,o),o.length===0?(this.searching=!1,this.hide(),this.$emit("clear")):o.length>=this.minLength?(this.focusedOptionIndex=-1,this.searchTimeout=setTimeout(function(){n.search(t,o,"input")},this.delay)):(this.searching=!1,this.hide())}},onChange:function(t){var n=this;if(this.forceSelection){var o=!1;if(this.visibleOptions&&!this.multiple){var l,i=this.multiple?this.$refs.focusInput.value:(l=this.$refs.focusInput)===null||l===void 0||(l=l.$el)===null||l===void 0?void 0:l.value,a=this.visibleOptions.find(function(m){return n.isOptionMatched(m,i||"")});a!==void 0&&(o=!0,!this.isSelected(a)&&this.onOptionSelect(t,a))}if(!o){if(this.multiple)this.$refs.focusInput.value="";else{var d,u=(d=this.$refs.focusInput)===null||d===void 0?void 0:d.$el;u&&(u.value="")}this.$emit("clear"),!this.multiple&&this.updateModel(t,null)}}},onMultipleContainerFocus:function(){this.disabled||(this.focused=!0)},onMultipleContainerBlur:function(){this.focusedMultipleOptionIndex=-1,this.focused=!1},onMultipleContainerKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowLeft":this.onArrowLeftKeyOnMultiple(t);break;case"ArrowRight":this.onArrowRightKeyOnMultiple(t);break;case"Backspace":this.onBackspaceKeyOnMultiple(t);break}},onContainerClick:function(t){this.clicked=!0,!(this.disabled||this.searching||this.loading||this.isDropdownClicked(t))&&(!this.overlay||!this.overlay.contains(t.target))&&X(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},onDropdownClick:function(t){var n=void 0;if(this.overlayVisible)this.hide(!0);else{var o=this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el;X(o),n=o.value,this.dropdownMode==="blank"?this.search(t,"","dropdown"):this.dropdownMode==="current"&&this.search(t,n,"dropdown")}this.$emit("dropdown-click",{originalEvent:t,query:n})},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0,l=this.getOptionValue(n);this.multiple?(this.$refs.focusInput.value="",this.isSelected(n)||this.updateModel(t,[].concat(Ge(this.d_value||[]),[l]))):this.updateModel(t,l),this.$emit("item-select",{originalEvent:t,value:n}),this.$emit("option-select",{originalEvent:t,value:n}),o&&this.hide(!0)},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onOptionSelectRange:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:-1,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:-1;if(o===-1&&(o=this.findNearestSelectedOptionIndex(l,!0)),l===-1&&(l=this.findNearestSelectedOptionIndex(o)),o!==-1&&l!==-1){var i=Math.min(o,l),a=Math.max(o,l),d=this.visibleOptions.slice(i,a+1).filter(function(u){return n.isValidOption(u)}).filter(function(u){return!n.isSelected(u)}).map(function(u){return n.getOptionValue(u)});this.updateModel(t,[].concat(Ge(this.d_value||[]),Ge(d)))}},onClearClick:function(t){this.updateModel(t,null),this.$emit("clear")},onOverlayClick:function(t){Jt.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(this.overlayVisible){var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,this.startRangeIndex,n),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowUpKey:function(t){if(this.overlayVisible)if(t.altKey)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var n=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,n,this.startRangeIndex),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowLeftKey:function(t){var n=t.currentTarget;this.focusedOptionIndex=-1,this.multiple&&(Kn(n.value)&&this.$filled?(X(this.$refs.multiContainer),this.focusedMultipleOptionIndex=this.d_value.length):t.stopPropagation())},onArrowRightKey:function(t){this.focusedOptionIndex=-1,this.multiple&&t.stopPropagation()},onHomeKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findFirstOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,i,this.startRangeIndex),n.setSelectionRange(0,t.shiftKey?o:0),this.focusedOptionIndex=-1,t.preventDefault()},onEndKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findLastOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,this.startRangeIndex,i),n.setSelectionRange(t.shiftKey?0:o,o),this.focusedOptionIndex=-1,t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.typeahead?this.overlayVisible?(this.focusedOptionIndex!==-1&&(this.multiple&&t.shiftKey?this.onOptionSelectRange(t,this.focusedOptionIndex):this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),t.preventDefault()),this.hide()):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)):this.multiple&&(t.target.value.trim()&&(this.updateModel(t,[].concat(Ge(this.d_value||[]),[t.target.value.trim()])),this.$refs.focusInput.value=""),t.preventDefault())},onSpaceKey:function(t){!this.autoOptionFocus&&this.focusedOptionIndex!==-1&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault()},onTabKey:function(t){this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide()},onShiftKey:function(){this.startRangeIndex=this.focusedOptionIndex},onBackspaceKey:function(t){if(this.multiple){if(fe(this.d_value)&&!this.$refs.focusInput.value){var n=this.d_value[this.d_value.length-1],o=this.d_value.slice(0,-1);this.writeValue(o,t),this.$emit("item-unselect",{originalEvent:t,value:n}),this.$emit("option-unselect",{originalEvent:t,value:n})}t.stopPropagation()}},onArrowLeftKeyOnMultiple:function(){this.focusedMultipleOptionIndex=this.focusedMultipleOptionIndex<1?0:this.focusedMultipleOptionIndex-1},onArrowRightKeyOnMultiple:function(){this.focusedMultipleOptionIndex++,this.focusedMultipleOptionIndex>this.d_value.length-1&&(this.focusedMultipleOptionIndex=-1,X(this.$refs.focusInput))},onBackspaceKeyOnMultiple:function(t){this.focusedMultipleOptionIndex!==-1&&this.removeOption(t,this.focusedMultipleOptionIndex)},onOverlayEnter:function(t){Oe.set("overlay",t,this.$primevue.config.zIndex.overlay),Yt(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.$attrSelector&&t.setAttribute(this.$attrSelector,"")},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){Oe.clear(t)},alignOverlay:function(){var t=this.multiple?this.$refs.multiContainer:this.$refs.focusInput.$el;this.appendTo==="self"?Gt(this.overlay,t):(this.overlay.style.minWidth=qt(t)+"px",Wt(this.overlay,t))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){t.overlayVisible&&t.overlay&&t.isOutsideClicked(n)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Ut(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!Nt()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},isOutsideClicked:function(t){return!this.overlay.contains(t.target)&&!this.isInputClicked(t)&&!this.isDropdownClicked(t)},isInputClicked:function(t){return this.multiple?t.target===this.$refs.multiContainer||this.$refs.multiContainer.contains(t.target):t.target===this.$refs.focusInput.$el},isDropdownClicked:function(t){return this.$refs.dropdownButton?t.target===this.$refs.dropdownButton||this.$refs.dropdownButton.contains(t.target):!1},isOptionMatched:function(t,n){var o;return this.isValidOption(t)&&((o=this.getOptionLabel(t))===null||o===void 0?void 0:o.toLocaleLowerCase(this.searchLocale))===n.toLocaleLowerCase(this.searchLocale)},isValidOption:function(t){return fe(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isEquals:function(t,n){return yt(t,n,this.equalityKey)},isSelected:function(t){var n=this,o=this.getOptionValue(t);return this.multiple?(this.d_value||[]).some(function(l){return n.isEquals(l,o)}):this.isEquals(this.d_value,this.getOptionValue(t))},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Ae(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Ae(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.$filled?this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)}):-1},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},search:function(t,n,o){n!=null&&(o==="input"&&n.trim().length===0||(this.searching=!0,this.$emit("complete",{originalEvent:t,query:n})))},removeOption:function(t,n){var o=this,l=this.d_value[n],i=this.d_value.filter(function(a,d){return d!==n}).map(function(a){return o.getOptionValue(a)});this.updateModel(t,i),this.$emit("item-unselect",{originalEvent:t,value:l}),this.$emit("option-unselect",{originalEvent:t,value:l}),this.dirty=!0,X(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=mt(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"start"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex(),this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1))},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var a=n.getOptionGroupChildren(l);return a&&a.forEach(function(d){return o.push(d)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t},findNextSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o+t+1:-1},findPrevSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t>0?Ae(this.visibleOptions.slice(0,t),function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o:-1},findNearestSelectedOptionIndex:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1,o=-1;return this.$filled&&(n?(o=this.findPrevSelectedOptionIndex(t),o=o===-1?this.findNextSelectedOptionIndex(t):o):(o=this.findNextSelectedOptionIndex(t),o=o===-1?this.findPrevSelectedOptionIndex(t):o)),o>-1?o:t}},computed:{visibleOptions:function(){return this.optionGroupLabel?this.flatOptions(this.suggestions):this.suggestions||[]},inputValue:function(){if(this.$filled)if(Ce(this.d_value)==="object"){var t=this.getOptionLabel(this.d_value);return t??this.d_value}else return this.d_value;else return""},hasSelectedOption:function(){return this.$filled},equalityKey:function(){return this.dataKey},searchResultMessageText:function(){return fe(this.visibleOptions)&&this.overlayVisible?this.searchMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptySearchMessageText},searchMessageText:function(){return this.searchMessage||this.$primevue.config.locale.searchMessage||""},emptySearchMessageText:function(){return this.emptySearchMessage||this.$primevue.config.locale.emptySearchMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}",this.multiple?this.d_value.length:"1"):this.emptySelectionMessageText},listAriaLabel:function(){return this.$primevue.config.locale.aria?this.$primevue.config.locale.aria.listLabel:void 0},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},focusedMultipleOptionId:function(){return this.focusedMultipleOptionIndex!==-1?"".concat(this.$id,"_multiple_option_").concat(this.focusedMultipleOptionIndex):null},isClearIconVisible:function(){return this.showClear&&this.$filled&&!this.disabled&&!this.loading},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},panelId:function(){return this.$id+"_panel"},containerDataP:function(){return de({fluid:this.$fluid})},overlayDataP:function(){return de(Mt({},"portal-"+this.appendTo,"portal-"+this.appendTo))},inputMultipleDataP:function(){return de(Mt({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled",empty:!this.$filled},this.size,this.size))}},components:{InputText:ee,VirtualScroller:vt,Portal:jt,Chip:pn,ChevronDownIcon:bt,SpinnerIcon:ht,TimesIcon:Rt},directives:{ripple:Ht}};function He(e){"@babel/helpers - typeof";return He=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},He(e)}function Tt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function At(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?Tt(Object(n),!0).forEach(function(o){sl(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):Tt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function sl(e,t,n){return(t=dl(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function dl(e){var t=ul(e,"string");return He(t)=="symbol"?t:t+""}function ul(e,t){if(He(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(He(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var cl=["data-p"],pl=["aria-activedescendant","data-p-has-dropdown","data-p"],fl=["id","aria-label","aria-setsize","aria-posinset"],hl=["id","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid"],ml=["data-p-has-dropdown"],yl=["disabled","aria-expanded","aria-controls"],bl=["id","data-p"],vl=["id","aria-label"],gl=["id"],wl=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onClick","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function kl(e,t,n,o,l,i){var a=J("InputText"),d=J("TimesIcon"),u=J("Chip"),m=J("SpinnerIcon"),v=J("VirtualScroller"),C=J("Portal"),y=Zt("ripple");return r(),f("div",O({ref:"container",class:e.cx("root"),style:e.sx("root"),onClick:t[11]||(t[11]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.multiple?L("",!0):(r(),P(a,{key:0,ref:"focusInput",id:e.inputId,type:"text",name:e.$formName,class:Q([e.cx("pcInputText"),e.inputClass]),style:Dn(e.inputStyle),defaultValue:i.inputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,fluid:e.$fluid,disabled:e.disabled,size:e.size,invalid:e.invalid,variant:e.variant,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?i.panelId:void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,onFocus:i.onFocus,onBlur:i.onBlur,onKeydown:i.onKeyDown,onInput:i.onInput,onChange:i.onChange,unstyled:e.unstyled,"data-p-has-dropdown":e.dropdown,pt:e.ptm("pcInputText")},null,8,["id","name","class","style","defaultValue","placeholder","tabindex","fluid","disabled","size","invalid","variant","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","onFocus","onBlur","onKeydown","onInput","onChange","unstyled","data-p-has-dropdown","pt"])),i.isClearIconVisible?D(e.$slots,"clearicon",{key:1,class:Q(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[F(d,O({class:[e.cx("clearIcon")],onClick:i.onClearClick},e.ptm("clearIcon")),null,16,["class","onClick"])]}):L("",!0),e.multiple?(r(),f("ul",O({key:2,ref:"multiContainer",class:e.cx("inputMultiple"),tabindex:"-1",role:"listbox","aria-orientation":"horizontal","aria-activedescendant":l.focused?i.focusedMultipleOptionId:void 0,onFocus:t[5]||(t[5]=function(){return i.onMultipleContainerFocus&&i.onMultipleContainerFocus.apply(i,arguments)}),onBlur:t[6]||(t[6]=function(){return i.onMultipleContainerBlur&&i.onMultipleContainerBlur.apply(i,arguments)}),onKeydown:t[7]||(t[7]=function(){return i.onMultipleContainerKeyDown&&i.onMultipleContainerKeyDown.apply(i,arguments)}),"data-p-has-dropdown":e.dropdown,"data-p":i.inputMultipleDataP},e.ptm("inputMultiple")),[(r(!0),f(E,null,W(e.d_value,function(b,k){return r(),f("li",O({key:"".concat(k,"_").concat(i.getOptionLabel(b)),id:e.$id+"_multiple_option_"+k,class:e.cx("chipItem",{i:k}),role:"option","aria-label":i.getOptionLabel(b),"aria-selected":!0,"aria-setsize":e.d_value.length,"aria-posinset":k+1},{ref_for:!0},e.ptm("chipItem")),[D(e.$slots,"chip",O({class:e.cx("pcChip"),value:b,index:k,removeCallback:function(S){return i.removeOption(S,k)}},{ref_for:!0},e.ptm("pcChip")),function(){return[F(u,{class:Q(e.cx("pcChip")),label:i.getOptionLabel(b),removeIcon:e.chipIcon||e.removeTokenIcon,removable:"",unstyled:e.unstyled,onRemove:function(S){return i.removeOption(S,k)},"data-p-focused":l.focusedMultipleOptionIndex===k,pt:e.ptm("pcChip")},{removeicon:U(function(){return[D(e.$slots,e.$slots.chipicon?"chipicon":"removetokenicon",{class:Q(e.cx("chipIcon")),index:k,removeCallback:function(S){return i.removeOption(S,k)}})]}),_:2},1032,["class","label","removeIcon","unstyled","onRemove","data-p-focused","pt"])]})],16,fl)}),128)),h("li",O({class:e.cx("inputChip"),role:"option"},e.ptm("inputChip")),[h("input",O({ref:"focusInput",id:e.inputId,type:"text",style:e.inputStyle,class:e.inputClass,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onInput&&i.onInput.apply(i,arguments)}),onChange:t[4]||(t[4]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},e.ptm("input")),null,16,hl)],16)],16,pl)):L("",!0),l.searching||e.loading?D(e.$slots,e.$slots.loader?"loader":"loadingicon",{key:3,class:Q(e.cx("loader"))},function(){return[e.loader||e.loadingIcon?(r(),f("i",O({key:0,class:["pi-spin",e.cx("loader"),e.loader,e.loadingIcon],"aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,ml)):e.loading?(r(),P(m,O({key:1,class:e.cx("loader"),spin:"","aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,["class","data-p-has-dropdown"])):L("",!0)]}):L("",!0),D(e.$slots,e.$slots.dropdown?"dropdown":"dropdownbutton",{toggleCallback:function(k){return i.onDropdownClick(k)}},function(){return[e.dropdown?(r(),f("button",O({key:0,ref:"dropdownButton",type:"button",class:[e.cx("dropdown"),e.dropdownClass],disabled:e.disabled,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":i.panelId,onClick:t[8]||(t[8]=function(){return i.onDropdownClick&&i.onDropdownClick.apply(i,arguments)})},e.ptm("dropdown")),[D(e.$slots,"dropdownicon",{class:Q(e.dropdownIcon)},function(){return[(r(),P(Ie(e.dropdownIcon?"span":"ChevronDownIcon"),O({class:e.dropdownIcon},e.ptm("dropdownIcon")),null,16,["class"]))]})],16,yl)):L("",!0)]}),e.typeahead?(r(),f("span",O({key:4,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSearchResult"),{"data-p-hidden-accessible":!0}),M(i.searchResultMessageText),17)):L("",!0),F(C,{appendTo:e.appendTo},{default:U(function(){return[F(Xt,O({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:U(function(){return[l.overlayVisible?(r(),f("div",O({key:0,ref:i.overlayRef,id:i.panelId,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:At(At({},e.panelStyle),e.overlayStyle),onClick:t[9]||(t[9]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[10]||(t[10]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[D(e.$slots,"header",{value:e.d_value,suggestions:i.visibleOptions}),h("div",O({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[F(v,O({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{style:{height:e.scrollHeight},items:i.visibleOptions,tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Qt({content:U(function(b){var k=b.styleClass,x=b.contentRef,S=b.items,c=b.getItemOptions,p=b.contentStyle,s=b.itemSize;return[h("ul",O({ref:function(w){return i.listRef(w,x)},id:e.$id+"_list",class:[e.cx("list"),k],style:p,role:"listbox","aria-label":i.listAriaLabel},e.ptm("list")),[(r(!0),f(E,null,W(S,function(g,w){return r(),f(E,{key:i.getOptionRenderKey(g,i.getOptionIndex(w,c))},[i.isOptionGroup(g)?(r(),f("li",O({key:0,id:e.$id+"_"+i.getOptionIndex(w,c),style:{height:s?s+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[D(e.$slots,"optiongroup",{option:g.optionGroup,index:i.getOptionIndex(w,c)},function(){return[le(M(i.getOptionGroupLabel(g.optionGroup)),1)]})],16,gl)):_t((r(),f("li",O({key:1,id:e.$id+"_"+i.getOptionIndex(w,c),style:{height:s?s+"px":void 0},class:e.cx("option",{option:g,i:w,getItemOptions:c}),role:"option","aria-label":i.getOptionLabel(g),"aria-selected":i.isSelected(g),"aria-disabled":i.isOptionDisabled(g),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(w,c)),onClick:function(V){return i.onOptionSelect(V,g)},onMousemove:function(V){return i.onOptionMouseMove(V,i.getOptionIndex(w,c))},"data-p-selected":i.isSelected(g),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(w,c),"data-p-disabled":i.isOptionDisabled(g)},{ref_for:!0},i.getPTOptions(g,c,w,"option")),[D(e.$slots,"option",{option:g,index:i.getOptionIndex(w,c)},function(){return[le(M(i.getOptionLabel(g)),1)]})],16,wl)),[[y]])],64)}),128)),e.showEmptyMessage&&(!S||S&&S.length===0)?(r(),f("li",O({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage")),[D(e.$slots,"empty",{},function(){return[le(M(i.searchResultMessageText),1)]})],16)):L("",!0)],16,vl)]}),_:2},[e.$slots.loader?{name:"loader",fn:U(function(b){var k=b.options;return[D(e.$slots,"loader",{options:k})]}),key:"0"}:void 0]),1040,["style","items","disabled","pt"])],16),D(e.$slots,"footer",{value:e.d_value,suggestions:i.visibleOptions}),h("span",O({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),M(i.selectedMessageText),17)],16,bl)):L("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,cl)}fn.render=kl;const hn=Symbol("link-filters"),Ol={key:0,class:"muted"},pt=ge({__name:"LinkInput",props:{modelValue:{},target:{},inputId:{},disabled:{type:Boolean},invalid:{type:Boolean},fieldname:{},ofDoctype:{},doc:{}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=xe(),i=En(hn,null),a=Y([]);let d=0;async function u(C){if(!n.target||C.query!==""&&C.query!==String(n.modelValue??""))return;const y=++d;let b;try{const k=n.fieldname&&n.ofDoctype?i?.(n.ofDoctype,n.fieldname,n.doc):void 0;b=await l.api.call("frappe.desk.search.search_link",{doctype:n.target,txt:C.query,page_length:10,filters:k},"GET")}catch{b=[]}y===d&&(a.value=b)}function m(){d++}function v(C){o("update:modelValue",typeof C=="string"?C:C&&typeof C=="object"?String(C.value??""):"")}return(C,y)=>(r(),P(I(fn),{"model-value":e.modelValue??"",suggestions:a.value,"option-label":"value","input-id":e.inputId,disabled:e.disabled,invalid:e.invalid,dropdown:"","complete-on-focus":"",delay:150,fluid:"",onComplete:u,onOptionSelect:m,"onUpdate:modelValue":v},{option:U(({option:b})=>[h("div",null,[h("div",null,M(b.value),1),b.description?(r(),f("small",Ol,M(b.description),1)):L("v-if",!0)])]),_:1},8,["model-value","suggestions","input-id","disabled","invalid"]))}}),Il={key:0,class:"check"},Sl={key:10},Cl={key:0,style:{margin:"0 0 .25rem","overflow-wrap":"anywhere"}},xl=["href"],Ll=["id","disabled"],$l={key:2,class:"muted",role:"status"},Vl={key:3,role:"alert",style:{color:"#b42318"}},Pe=ge({__name:"FieldInput",props:{field:{},modelValue:{},inputId:{},readonly:{type:Boolean},doc:{},doctype:{},labelledby:{}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=xe(),i=Y(!1),a=Y(""),d=H(()=>n.field.fieldtype),u=new Set(["Text","Small Text","Long Text","Text Editor","Code","JSON","Markdown Editor","HTML Editor","Signature","Geolocation"]),m=new Set(["Code","JSON","HTML Editor","Markdown Editor"]),v=/^\*+$/,C=H(()=>(n.field.options??"").split(`
`).map(c=>({value:c,label:c===""?"(none)":c}))),y=H(()=>n.doc&&n.field.options?String(n.doc[n.field.options]??""):""),b=H(()=>n.modelValue?String(n.modelValue).slice(0,19).replace(" ","T"):"");function k(c){o("update:modelValue",c?`${c.replace("T"," ")}${c.length===16?":00":""}`:null)}function x(c){o("update:modelValue",c===""?null:d.value==="Int"?Math.trunc(Number(c)):Number(c))}async function S(c){const p=c.target,s=p.files?.[0];if(s){i.value=!0,a.value="";try{const g=n.doc?.name&&!n.doc.__islocal?{doctype:n.doctype,docname:String(n.doc.name),fieldname:n.field.fieldname}:{},w=await l.api.upload(s,g);o("update:modelValue",w.file_url)}catch(g){a.value=g.message}finally{i.value=!1,p.value=""}}}return(c,p)=>d.value==="Check"?(r(),f("div",Il,[F(I(_e),{"model-value":!!e.modelValue,binary:"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":p[0]||(p[0]=s=>o("update:modelValue",s?1:0))},null,8,["model-value","input-id","disabled"]),D(c.$slots,"check-label")])):d.value==="Select"?(r(),P(I(sn),{key:1,id:e.inputId,"model-value":e.modelValue??"",options:C.value,"option-label":"label","option-value":"value",disabled:e.readonly,"aria-labelledby":e.labelledby,fluid:"","onUpdate:modelValue":p[1]||(p[1]=s=>o("update:modelValue",s))},null,8,["id","model-value","options","disabled","aria-labelledby"])):d.value==="Link"?(r(),P(pt,{key:2,"model-value":e.modelValue,target:e.field.options??"","input-id":e.inputId,disabled:e.readonly,fieldname:e.field.fieldname,"of-doctype":e.doctype,doc:e.doc,"onUpdate:modelValue":p[2]||(p[2]=s=>o("update:modelValue",s))},null,8,["model-value","target","input-id","disabled","fieldname","of-doctype","doc"])):d.value==="Dynamic Link"?(r(),P(pt,{key:3,"model-value":e.modelValue,target:y.value,"input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":p[3]||(p[3]=s=>o("update:modelValue",s))},null,8,["model-value","target","input-id","disabled"])):I(Gi).has(d.value)?(r(),P(I(ee),{key:4,id:e.inputId,type:"number",step:d.value==="Int"||d.value==="Rating"?"1":"any","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":p[4]||(p[4]=s=>x(String(s??"")))},null,8,["id","step","model-value","readonly"])):d.value==="Date"?(r(),P(I(ee),{key:5,id:e.inputId,type:"date","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":p[5]||(p[5]=s=>o("update:modelValue",s||null))},null,8,["id","model-value","readonly"])):d.value==="Datetime"?(r(),P(I(ee),{key:6,id:e.inputId,type:"datetime-local",step:"1","model-value":b.value,readonly:e.readonly,"onUpdate:modelValue":p[6]||(p[6]=s=>k(String(s??"")))},null,8,["id","model-value","readonly"])):d.value==="Time"?(r(),P(I(ee),{key:7,id:e.inputId,type:"time",step:"1","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":p[7]||(p[7]=s=>o("update:modelValue",s||null))},null,8,["id","model-value","readonly"])):I(m).has(d.value)?(r(),P(I(je),{key:8,id:e.inputId,class:"source","model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"",spellcheck:"false",wrap:"off",autocapitalize:"off",autocomplete:"off","onUpdate:modelValue":p[8]||(p[8]=s=>o("update:modelValue",s))},null,8,["id","model-value","readonly"])):I(u).has(d.value)?(r(),P(I(je),{key:9,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"","onUpdate:modelValue":p[9]||(p[9]=s=>o("update:modelValue",s))},null,8,["id","model-value","readonly"])):d.value==="Attach"||d.value==="Attach Image"?(r(),f("div",Sl,[e.modelValue?(r(),f("p",Cl,[h("a",{href:e.modelValue,target:"_blank",rel:"noopener"},M(String(e.modelValue).split("/").pop()),9,xl)])):L("v-if",!0),e.readonly?L("v-if",!0):(r(),f("input",{key:1,id:e.inputId,type:"file",disabled:i.value,onChange:S},null,40,Ll)),i.value?(r(),f("p",$l,"Uploading…")):L("v-if",!0),a.value?(r(),f("p",Vl,M(a.value),1)):L("v-if",!0)])):d.value==="Password"?(r(),f(E,{key:11},[L(" Typing into the mask replaces it (it is selected on focus) rather than adding to it. "),F(I(ee),{id:e.inputId,type:"password",autocomplete:"new-password","model-value":e.modelValue??"",readonly:e.readonly,onFocus:p[10]||(p[10]=s=>v.test(String(e.modelValue??""))&&s.target.select()),"onUpdate:modelValue":p[11]||(p[11]=s=>o("update:modelValue",s))},null,8,["id","model-value","readonly"])],2112)):d.value==="Color"?(r(),P(I(ee),{key:12,id:e.inputId,type:"text","model-value":e.modelValue??"",readonly:e.readonly,placeholder:"#rrggbb","onUpdate:modelValue":p[12]||(p[12]=s=>o("update:modelValue",s))},null,8,["id","model-value","readonly"])):(r(),P(I(ee),{key:13,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly||d.value==="Read Only","onUpdate:modelValue":p[13]||(p[13]=s=>o("update:modelValue",s))},null,8,["id","model-value","readonly"]))}}),zl={class:"table-wrap"},Ml=["id","aria-label"],Tl=["for","id"],Al={style:{"white-space":"nowrap"}},Pl={key:0},Fl=["colspan"],Kl={key:0,class:"grid"},Dl=["for"],El=["for","id"],Bl={key:2,class:"desc"},Rl=ge({__name:"ChildTable",props:{field:{},meta:{},rows:{},readonly:{type:Boolean},parent:{}},emits:["update:rows"],setup(e,{emit:t}){const n=e,o=t,l=H(()=>Yi(n.meta)),i=H(()=>n.meta.fields.filter(x=>!he.has(x.fieldtype)&&!ue.has(x.fieldtype))),a=(x,S)=>Be(x,S,n.parent??null),d=(x,S)=>n.readonly||!!x.read_only||un(x,S,n.parent??null),u=(x,S)=>Je(x,S,n.parent??null),m=Y(null),v=H(()=>`${n.field.fieldname}`);function C(){const x={doctype:n.meta.name};for(const S of n.meta.fields)S.default!==void 0&&S.default!==null&&S.default!==""&&(x[S.fieldname]=S.fieldtype==="Check"||S.fieldtype==="Int"?Number(S.default):S.default);return x}function y(x,S,c){o("update:rows",n.rows.map((p,s)=>s===x?{...p,[S]:c}:p))}function b(){o("update:rows",[...n.rows,C()])}function k(x){o("update:rows",n.rows.filter((S,c)=>c!==x))}return(x,S)=>(r(),f(E,null,[h("div",zl,[h("table",{class:"plain",id:`table-${v.value}`,"aria-label":I(se)(e.field)},[h("thead",null,[h("tr",null,[S[2]||(S[2]=h("th",{scope:"col"},"#",-1)),(r(!0),f(E,null,W(l.value,c=>(r(),f("th",{key:c.fieldname,scope:"col"},M(I(se)(c)),1))),128)),S[3]||(S[3]=h("th",{scope:"col"},[h("span",{class:"sr-only"},"Row actions")],-1))])]),h("tbody",null,[(r(!0),f(E,null,W(e.rows,(c,p)=>(r(),f("tr",{key:c.name??`new-${p}`},[h("td",null,M(p+1),1),(r(!0),f(E,null,W(l.value,s=>(r(),f("td",{key:s.fieldname,style:{"min-width":"9rem"}},[a(s,c)?(r(),f(E,{key:0},[h("label",{for:`${v.value}-${p}-${s.fieldname}`,class:"sr-only",id:`${v.value}-${p}-${s.fieldname}-label`},M(I(se)(s))+", row "+M(p+1),9,Tl),F(Pe,{field:s,"model-value":c[s.fieldname],"input-id":`${v.value}-${p}-${s.fieldname}`,labelledby:`${v.value}-${p}-${s.fieldname}-label`,readonly:d(s,c),doc:c,doctype:e.meta.name,"onUpdate:modelValue":g=>y(p,s.fieldname,g)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)):L("v-if",!0)]))),128)),h("td",Al,[F(I(q),{text:"",size:"small",label:"Edit","aria-label":`Edit row ${p+1}`,onClick:s=>m.value=p},null,8,["aria-label","onClick"]),e.readonly?L("v-if",!0):(r(),P(I(q),{key:0,text:"",size:"small",severity:"danger",label:"Remove","aria-label":`Remove row ${p+1}`,onClick:s=>k(p)},null,8,["aria-label","onClick"]))])]))),128)),e.rows.length===0?(r(),f("tr",Pl,[h("td",{colspan:l.value.length+2,class:"muted"},"No rows.",8,Fl)])):L("v-if",!0)])],8,Ml)]),e.readonly?L("v-if",!0):(r(),P(I(q),{key:0,id:`add-row-${v.value}`,label:"Add row",size:"small",severity:"secondary",style:{"margin-top":".5rem"},onClick:b},null,8,["id"])),F(I(Ye),{visible:m.value!==null,modal:"",header:`${I(se)(e.field)}: row ${(m.value??0)+1}`,style:{width:"min(40rem, 95vw)"},"onUpdate:visible":S[1]||(S[1]=c=>{c||(m.value=null)})},{footer:U(()=>[F(I(q),{label:"Done",onClick:S[0]||(S[0]=c=>m.value=null)})]),default:U(()=>[m.value!==null&&e.rows[m.value]?(r(),f("div",Kl,[(r(!0),f(E,null,W(i.value,c=>(r(),f(E,{key:c.fieldname},[a(c,e.rows[m.value])?(r(),f("div",{key:0,class:Q(["field",{wide:["Text","Small Text","Long Text","Text Editor","Code","JSON"].includes(c.fieldtype)}])},[c.fieldtype==="Check"?(r(),P(Pe,{key:0,field:c,"model-value":e.rows[m.value][c.fieldname],"input-id":`row-${v.value}-${c.fieldname}`,readonly:d(c,e.rows[m.value]),"onUpdate:modelValue":p=>y(m.value,c.fieldname,p)},{"check-label":U(()=>[h("label",{for:`row-${v.value}-${c.fieldname}`},M(I(se)(c)),9,Dl)]),_:2},1032,["field","model-value","input-id","readonly","onUpdate:modelValue"])):(r(),f(E,{key:1},[h("label",{for:`row-${v.value}-${c.fieldname}`,id:`row-${v.value}-${c.fieldname}-label`,class:Q({reqd:u(c,e.rows[m.value])})},M(I(se)(c)),11,El),F(Pe,{field:c,"model-value":e.rows[m.value][c.fieldname],"input-id":`row-${v.value}-${c.fieldname}`,labelledby:`row-${v.value}-${c.fieldname}-label`,readonly:d(c,e.rows[m.value]),doc:e.rows[m.value],doctype:e.meta.name,"onUpdate:modelValue":p=>y(m.value,c.fieldname,p)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)),c.description?(r(),f("p",Bl,M(c.description),1)):L("v-if",!0)],2)):L("v-if",!0)],64))),128))])):L("v-if",!0)]),_:1},8,["visible","header"])],64))}}),jl={"aria-label":"Document details"},Hl={class:"card","aria-labelledby":"att-heading"},Nl={class:"timeline",id:"attachments"},Ul=["href"],Gl={key:0,class:"muted"},ql={class:"field",style:{"margin-top":".5rem"}},Wl=["disabled"],Yl={class:"card","aria-labelledby":"asg-heading"},Jl={class:"timeline",id:"assignments"},Zl={key:0,class:"muted"},Xl={class:"field"},Ql={class:"card","aria-labelledby":"cmt-heading"},_l={class:"field"},ea={class:"timeline",id:"comments"},ta={class:"muted"},na={class:"card","aria-labelledby":"mail-heading"},ia={class:"timeline",id:"communications"},oa={class:"muted"},la={class:"muted"},aa={key:0,class:"muted"},ra={class:"card","aria-labelledby":"ver-heading"},sa={class:"timeline",id:"versions"},da={class:"muted"},ua={style:{margin:".2rem 0 0","padding-left":"1rem"}},ca={key:0,class:"muted"},pa=ge({__name:"DocSidebar",props:{doctype:{},name:{},docinfo:{},doc:{}},emits:["changed"],setup(e,{emit:t}){const n=e,o=t,l=xe(),i=Qe(),a=Y(""),d=Y(""),u=Y(!1),m=c=>String(c??"").replace(/<[^>]*>/g," ").replace(/&nbsp;/g," ").replace(/\s+/g," ").trim(),v=c=>String(c??"").slice(0,16),C=H(()=>(n.docinfo.versions??[]).map(c=>{let p={};try{p=typeof c.data=="string"?JSON.parse(c.data):c.data??{}}catch{p={}}const s=(p.changed??[]).map(([g,w,$])=>`${g}: ${m(w)||"(empty)"} → ${m($)||"(empty)"}`);for(const[g,w]of p.added??[])s.push(`${g}: row added${w?.name,""}`);for(const[g]of p.removed??[])s.push(`${g}: row removed`);for(const[g,,,w]of p.row_changed??[])s.push(`${g}: row changed (${(w??[]).map($=>$[0]).join(", ")})`);return s.length===0&&p.creation&&s.push("created"),{name:c.name,owner:c.owner,creation:c.creation,changes:s}}));async function y(c,p){u.value=!0;try{await c(),i.add({severity:"success",summary:p,life:2500}),o("changed")}catch(s){i.add({severity:"error",summary:"Not done",detail:s.message,life:8e3})}finally{u.value=!1}}const b=()=>{const c=a.value.trim();c&&y(async()=>{await l.api.call("frappe.desk.form.utils.add_comment",{reference_doctype:n.doctype,reference_name:n.name,content:c,comment_email:l.boot.user,comment_by:l.boot.user}),a.value=""},"Comment added")},k=()=>{d.value&&y(async()=>{await l.api.call("frappe.desk.form.assign_to.add",{doctype:n.doctype,name:n.name,assign_to:JSON.stringify([d.value])}),d.value=""},"Assigned")},x=c=>y(()=>l.api.call("frappe.desk.form.assign_to.remove",{doctype:n.doctype,name:n.name,assign_to:c}),"Assignment removed");async function S(c){const p=c.target,s=p.files?.[0];s&&(await y(()=>l.api.upload(s,{doctype:n.doctype,docname:n.name}),`Attached ${s.name}`),p.value="")}return(c,p)=>(r(),f("aside",jl,[h("section",Hl,[p[3]||(p[3]=h("h2",{id:"att-heading"},"Attachments",-1)),h("ul",Nl,[(r(!0),f(E,null,W(e.docinfo.attachments,s=>(r(),f("li",{key:s.name},[h("a",{href:s.file_url,target:"_blank",rel:"noopener"},M(s.file_name||s.file_url),9,Ul)]))),128)),e.docinfo.attachments?.length?L("v-if",!0):(r(),f("li",Gl,"None yet."))]),h("div",ql,[p[2]||(p[2]=h("label",{for:"attach-file"},"Attach a file",-1)),h("input",{id:"attach-file",type:"file",disabled:u.value,onChange:S},null,40,Wl)])]),h("section",Yl,[p[5]||(p[5]=h("h2",{id:"asg-heading"},"Assigned to",-1)),h("ul",Jl,[(r(!0),f(E,null,W(e.docinfo.assignments,s=>(r(),f("li",{key:s.name,class:"check",style:{"justify-content":"space-between"}},[h("span",null,M(s.owner),1),F(I(q),{text:"",size:"small",label:"Remove","aria-label":`Remove assignment of ${s.owner}`,onClick:g=>x(s.owner)},null,8,["aria-label","onClick"])]))),128)),e.docinfo.assignments?.length?L("v-if",!0):(r(),f("li",Zl,"Nobody."))]),h("form",{style:{"margin-top":".5rem"},onSubmit:Se(k,["prevent"])},[h("div",Xl,[p[4]||(p[4]=h("label",{for:"assign-user"},"Assign to user",-1)),F(pt,{modelValue:d.value,"onUpdate:modelValue":p[0]||(p[0]=s=>d.value=s),target:"User","input-id":"assign-user"},null,8,["modelValue"])]),F(I(q),{type:"submit",label:"Assign",size:"small",severity:"secondary",style:{"margin-top":".4rem"},disabled:u.value||!d.value},null,8,["disabled"])],32)]),h("section",Ql,[p[8]||(p[8]=h("h2",{id:"cmt-heading"},"Comments",-1)),h("form",{onSubmit:Se(b,["prevent"])},[h("div",_l,[p[6]||(p[6]=h("label",{for:"new-comment"},"Add a comment",-1)),F(I(je),{id:"new-comment",modelValue:a.value,"onUpdate:modelValue":p[1]||(p[1]=s=>a.value=s),rows:"3",fluid:""},null,8,["modelValue"])]),F(I(q),{id:"add-comment",type:"submit",label:"Comment",size:"small",style:{"margin-top":".4rem"},disabled:u.value||!a.value.trim()},null,8,["disabled"])],32),h("ul",ea,[(r(!0),f(E,null,W(e.docinfo.comments,s=>(r(),f("li",{key:s.name},[h("strong",null,M(s.owner),1),p[7]||(p[7]=le()),h("span",ta,M(v(s.creation)),1),h("div",null,M(m(s.content)),1)]))),128))])]),h("section",na,[p[10]||(p[10]=h("h2",{id:"mail-heading"},"Emails",-1)),h("ul",ia,[(r(!0),f(E,null,W(e.docinfo.communications,s=>(r(),f("li",{key:s.name},[h("strong",null,M(s.subject||"(no subject)"),1),p[9]||(p[9]=le()),h("span",oa,M(v(s.communication_date||s.creation)),1),h("div",la,[le(M(s.sender_full_name||s.sender)+" → "+M(s.recipients),1),s.delivery_status?(r(),f(E,{key:0},[le(" · "+M(s.delivery_status),1)],64)):L("v-if",!0)]),h("div",null,M(m(s.content)),1)]))),128)),e.docinfo.communications?.length?L("v-if",!0):(r(),f("li",aa,"None yet."))])]),h("section",ra,[p[11]||(p[11]=h("h2",{id:"ver-heading"},"Version history",-1)),h("ul",sa,[(r(!0),f(E,null,W(C.value,s=>(r(),f("li",{key:s.name},[h("span",da,M(v(s.creation))+" · "+M(s.owner),1),h("ul",ua,[(r(!0),f(E,null,W(s.changes,(g,w)=>(r(),f("li",{key:w,style:{border:"0",padding:"0"}},M(g),1))),128))])]))),128)),C.value.length?L("v-if",!0):(r(),f("li",ca,"No changes recorded"+M("")+"."))])])]))}}),fa={class:"field"},ha={class:"field"},ma={class:"field"},ya={class:"field"},ba={class:"field"},va={class:"field check"},ga=ge({__name:"MailComposer",props:wt({doctype:{},name:{},subject:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:wt(["sent"],["update:visible"]),setup(e,{emit:t}){const n=e,o=t,l=Bn(e,"visible"),i=xe(),a=Qe(),d=Y(!1),u=tn({recipients:"",cc:"",bcc:"",subject:"",content:"",send_me_a_copy:!1});function m(){Object.assign(u,{recipients:"",cc:"",bcc:"",subject:n.subject,content:"",send_me_a_copy:!1})}en(l,C=>{C&&m()});async function v(){d.value=!0;try{const{message:C,messages:y}=await i.api.callWithMessages("frappe.core.doctype.communication.email.make",{...u,send_me_a_copy:u.send_me_a_copy?1:0,doctype:n.doctype,name:n.name,send_email:1}),b=String(C?.emails_not_sent_to??"");a.add({severity:"success",summary:"Email sent",detail:b?`Not sent to ${b}`:void 0,life:3e3});for(const k of y)a.add({severity:"warn",summary:"Message",detail:k,life:1e4});l.value=!1,o("sent")}catch(C){a.add({severity:"error",summary:"Not sent",detail:C.message,life:8e3})}finally{d.value=!1}}return(C,y)=>(r(),P(I(Ye),{visible:l.value,"onUpdate:visible":y[7]||(y[7]=b=>l.value=b),modal:"",header:"New Email",closable:!d.value,style:{width:"min(40rem, 95vw)"}},{footer:U(()=>[F(I(q),{label:"Cancel",severity:"secondary",outlined:"",disabled:d.value,onClick:y[6]||(y[6]=b=>l.value=!1)},null,8,["disabled"]),F(I(q),{id:"mail-send",type:"submit",form:"mail-form",label:"Send",loading:d.value,disabled:d.value||!u.recipients.trim()||!u.subject.trim()},null,8,["loading","disabled"])]),default:U(()=>[h("form",{id:"mail-form",class:"mail-form",onSubmit:Se(v,["prevent"])},[h("div",fa,[y[8]||(y[8]=h("label",{for:"mail-to",class:"reqd"},"To",-1)),F(I(ee),{id:"mail-to",modelValue:u.recipients,"onUpdate:modelValue":y[0]||(y[0]=b=>u.recipients=b),placeholder:"Comma-separated addresses",autocomplete:"off",autofocus:"",fluid:""},null,8,["modelValue"])]),h("div",ha,[y[9]||(y[9]=h("label",{for:"mail-cc"},"CC",-1)),F(I(ee),{id:"mail-cc",modelValue:u.cc,"onUpdate:modelValue":y[1]||(y[1]=b=>u.cc=b),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",ma,[y[10]||(y[10]=h("label",{for:"mail-bcc"},"BCC",-1)),F(I(ee),{id:"mail-bcc",modelValue:u.bcc,"onUpdate:modelValue":y[2]||(y[2]=b=>u.bcc=b),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",ya,[y[11]||(y[11]=h("label",{for:"mail-subject",class:"reqd"},"Subject",-1)),F(I(ee),{id:"mail-subject",modelValue:u.subject,"onUpdate:modelValue":y[3]||(y[3]=b=>u.subject=b),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",ba,[y[12]||(y[12]=h("label",{for:"mail-content"},"Message",-1)),F(I(je),{id:"mail-content",modelValue:u.content,"onUpdate:modelValue":y[4]||(y[4]=b=>u.content=b),rows:"8",fluid:""},null,8,["modelValue"])]),h("div",va,[F(I(_e),{modelValue:u.send_me_a_copy,"onUpdate:modelValue":y[5]||(y[5]=b=>u.send_me_a_copy=b),"input-id":"mail-copy",binary:""},null,8,["modelValue"]),y[13]||(y[13]=h("label",{for:"mail-copy"},"Send me a copy",-1))])],32)]),_:1},8,["visible","closable"]))}}),wa=new Set(["name","owner","creation","modified","modified_by","docstatus","idx","doctype","parent","parentfield","parenttype","_user_tags","_comments","_assign","_liked_by","_seen"]);function ka(e){const t=[{label:"",fields:[]}];for(const n of e.fields)n.fieldtype==="Section Break"||n.fieldtype==="Tab Break"?t.push({label:n.label??"",fields:[],breakField:n}):he.has(n.fieldtype)||t[t.length-1].fields.push(n);return t.filter(n=>n.fields.length>0)}function Oa(e){const t={doctype:e.name,__islocal:1,docstatus:0};for(const n of e.fields)ue.has(n.fieldtype)?t[n.fieldname]=[]:n.default!==void 0&&n.default!==null&&n.default!==""&&!/^(Today|now|__user)$/i.test(n.default)?t[n.fieldname]=n.fieldtype==="Check"||n.fieldtype==="Int"?Number(n.default):n.default:n.fieldtype==="Check"&&(t[n.fieldname]=0);return t}function mn(e,t){return e.map(n=>Object.fromEntries(Object.entries(n).filter(([o])=>t&&o==="name"||!wa.has(o)&&!o.startsWith("__"))))}function yn(e,t){const n={};t.name&&rt(e)&&(n.name=t.name);for(const o of e.fields){const l=t[o.fieldname];he.has(o.fieldtype)||l===void 0||l===null||l===""||(n[o.fieldname]=ue.has(o.fieldtype)?mn(l,!1):l)}return t.amended_from&&(n.amended_from=t.amended_from),n}function tt(e,t,n){const o={};for(const l of e.fields){if(he.has(l.fieldtype))continue;const i=t[l.fieldname];JSON.stringify(i??null)!==JSON.stringify(n[l.fieldname]??null)&&(o[l.fieldname]=ue.has(l.fieldtype)?mn(i??[],!0):i??null)}return Object.keys(o).length>0&&n.modified&&(o.modified=n.modified),o}function Ia(e,t){return{...yn({...e,autoname:""},t),amended_from:t.name}}function Pt(e,t){const n=e.fields??[];return!Number(e.is_submittable)||n.some(o=>o.fieldname==="amended_from")?e:{...e,fields:[...n,{doctype:"DocField",fieldname:"amended_from",fieldtype:"Link",label:"Amended From",options:t,read_only:1}]}}const Sa={Primary:"info",Info:"info",Success:"success",Warning:"warn",Danger:"danger",Inverse:"contrast"};function Ca(e,t,n,o){const l=Y([]),i=H(()=>n.value?.__workflow_docs?.find(b=>b.doctype==="Workflow")??null),a=H(()=>i.value?o.value[i.value.workflow_state_field]??null:null),d=H(()=>{if(!a.value)return null;const b=n.value?.__workflow_docs?.find(k=>k.doctype==="Workflow State"&&k.name===a.value);return{label:a.value,severity:Sa[b?.style??""]??"secondary"}}),u=H(()=>{const b=i.value?.states?.find(k=>k.state===a.value);return!b||e.boot.roles.includes("Administrator")||e.boot.roles.includes(b.allow_edit)}),m=H(()=>{const b=i.value;if(!b)return!1;const k=new Set(b.states.filter(x=>String(x.doc_status)==="2").map(x=>x.state));return b.transitions.some(x=>k.has(x.next_state))});async function v(b){l.value=[],!(!i.value||!b||!a.value)&&(l.value=await e.api.call("frappe.model.workflow.get_transitions",{doc:{doctype:t(),name:b}}))}async function C(b,k){return e.api.call("frappe.model.workflow.apply_workflow",{doc:{doctype:t(),name:b},action:k})}const y=H(()=>[...new Set(l.value.map(b=>b.action))]);return{workflow:i,stateTag:d,editable:u,cancelsByAction:m,actions:y,loadTransitions:v,apply:C}}const xa=["aria-label","data-group"],La={key:0,class:"muted",style:{"align-self":"center"}},$a=ge({__name:"ClientScriptButtons",props:{buttons:{},disabled:{type:Boolean}},setup(e){const t=e,n=H(()=>{const o=new Map;for(const l of t.buttons)o.set(l.group,[...o.get(l.group)??[],l]);return[...o.entries()].sort(([l],[i])=>l===""?-1:i===""?1:0)});return(o,l)=>(r(!0),f(E,null,W(n.value,([i,a])=>(r(),f("span",{key:i,class:"actions",role:"group","aria-label":i||"Custom actions","data-group":i||void 0},[i?(r(),f("span",La,M(i)+":",1)):L("v-if",!0),(r(!0),f(E,null,W(a,d=>(r(),P(I(q),{key:d.label,label:d.label,severity:"secondary",outlined:"",disabled:e.disabled,"data-custom-button":d.label,onClick:u=>d.action()},null,8,["label","disabled","data-custom-button","onClick"]))),128))],8,xa))),128))}}),nt=e=>Array.isArray(e)?e:[e];function Va(e){const t=l=>e.meta()?.fields.find(i=>i.fieldname===l),n=(l,i,a)=>{const d=t(l);d&&(d[i]=a)};return{get doc(){return e.doc()},get doctype(){return e.doctype},get docname(){return e.doc().name},get meta(){return e.meta()},get fields_dict(){return Object.fromEntries((e.meta()?.fields??[]).map(l=>[l.fieldname,{df:l}]))},is_new:()=>e.isNew(),set_value(l,i){const a=typeof l=="string"?{[l]:i}:l,d=e.doc();for(const[u,m]of Object.entries(a))d[u]=m;return Promise.resolve()},set_query(l,i,a){typeof i=="function"?e.queries.set(`${e.doctype}:${l}`,i):a&&e.queries.set(`${e.children()[i]?.name??i}:${l}`,a)},set_df_property(l,i,a){n(l,i,a)},toggle_display(l,i){for(const a of nt(l))n(a,"hidden",i?0:1)},toggle_reqd(l,i){for(const a of nt(l))n(a,"reqd",i?1:0)},toggle_enable(l,i){for(const a of nt(l))n(a,"read_only",i?0:1)},add_custom_button(l,i,a){const d=e.buttons.findIndex(m=>m.label===l&&m.group===(a??"")),u={label:l,group:a??"",action:()=>e.guard(i)};return d>=0?e.buttons.splice(d,1,u):e.buttons.push(u),u},remove_custom_button(l,i){const a=e.buttons.findIndex(d=>d.label===l&&d.group===(i??""));a>=0&&e.buttons.splice(a,1)},clear_custom_buttons(){e.buttons.splice(0)},refresh_field(){},refresh_fields(){},refresh:()=>e.reload(),save:()=>e.save()}}function za(e){return typeof e=="string"&&e.replace(/\/\/# sourceURL=\S*\s*$/,"").trim()!==""}function Ma(e){let t=0;for(let n=0;n<e.length;n++)t=Math.imul(t,31)+e.charCodeAt(n)|0;return(t>>>0).toString(36)}async function Ta(e,t,n){if(!za(t))return;(await import(`/app-scripts/${encodeURIComponent(e)}.js?v=${Ma(String(t))}`)).default(n.frappe,n.__,n.locals)}class ft extends Error{}const Aa={red:"error",green:"success",orange:"warn",yellow:"warn",blue:"info"};function Ft(e,t=[]){return String(e??"").replace(/\{(\d+)\}/g,(n,o)=>Number(o)<t.length?String(t[Number(o)]):n)}function Kt(e,t){if(e&&typeof e=="object"){const n=e;return{severity:Aa[String(n.indicator)]??t,summary:String(n.title??"Message"),detail:Dt(String(n.message??""))}}return{severity:t,summary:t==="error"?"Not done":"Message",detail:Dt(String(e??""))}}const Dt=e=>e.replace(/<[^>]*>/g,"");function Pa(e){const t=new Map,n={validated:!0,ui:{form:{on(l,i,a){const d=typeof i=="string"?{[i]:a}:i;!d||typeof d!="object"||t.set(l,[...t.get(l)??[],d])}}},msgprint(l,i){const a=Kt(l,"info");i&&(a.summary=i),e.notify(a)},throw(l,i){const a=Kt(l,"error");throw i&&(a.summary=i),e.notify(a),new ft(a.detail)},async call(l,i){const a=typeof l=="string"?{method:l,args:i}:l;try{const d={message:await e.callMethod(a.method,a.args??{})};return a.callback?.(d),d}catch(d){throw e.notify({severity:"error",summary:"Not done",detail:d.message}),a.error?.(d),new ft(d.message)}},model:{set_value(l,i,a,d){const u=typeof a=="string"?{[a]:d}:a;for(const[m,v]of Object.entries(u))e.setValue(l,i,m,v);return Promise.resolve()},get_doc:(l,i)=>e.docOf(l,i)},_:(l,i)=>Ft(l,i)},o=new Proxy({},{get:(l,i)=>new Proxy({},{get:(a,d)=>e.docOf(String(i),String(d))})});return{frappe:n,__:(l,i)=>Ft(l,i),locals:o,handlersFor(l,i){return(t.get(l)??[]).map(a=>a[i]).filter(a=>typeof a=="function")},hasHandlers:()=>t.size>0}}const qe=e=>String(e.name??e.__cdn??""),Et=e=>JSON.stringify(e??null);function Fa(e){const t=xe(),n=Qe(),o=tn([]),l=new Map;let i=null,a=null,d=null,u=null,m=new Map,v=0;const C=w=>n.add({...w,life:w.severity==="error"?8e3:4e3});function y(w){w instanceof ft||(console.error("Client Script error",w),n.add({severity:"error",summary:`Client Script error (${e.doctype})`,detail:w?.message??String(w),life:8e3}))}const b=()=>(e.meta.value?.fields??[]).filter(w=>ue.has(w.fieldtype)&&e.children.value[w.fieldname]);function k(w,$){const V=e.doc.value;if(w===e.doctype&&($===String(V.name??"")||$===""))return V;for(const T of b()){if(e.children.value[T.fieldname].name!==w)continue;const B=V[T.fieldname]?.find(j=>qe(j)===$);if(B)return B}}const x=Pa({notify:C,callMethod:(w,$)=>t.api.call(w,$),docOf:k,setValue(w,$,V,T){const B=k(w,$);B&&(B[V]=T)}}),S=Va({doctype:e.doctype,doc:()=>e.doc.value,meta:()=>e.meta.value,children:()=>e.children.value,isNew:()=>e.isNew(),save:()=>e.save(),reload:()=>e.reload(),buttons:o,queries:l,guard(w){Promise.resolve().then(w).catch(y)}});async function c(w,$=e.doctype,V,T){for(const B of x.handlersFor($,w))try{await B(S,V,T)}catch(j){return y(j),!1}return!0}function p(w){const $=new Map;for(const V of e.meta.value?.fields??[]){if(he.has(V.fieldtype))continue;const T=e.children.value[V.fieldname];if(!ue.has(V.fieldtype)||!T){$.set(V.fieldname,Et(w[V.fieldname]));continue}for(const B of w[V.fieldname]??[]){!B.name&&!B.__cdn&&(B.__cdn=`new-${T.name.toLowerCase().replace(/ /g,"-")}-${++v}`),$.set(`${V.fieldname}|${qe(B)}|`,"");for(const j of T.fields)he.has(j.fieldtype)||$.set(`${V.fieldname}|${qe(B)}|${j.fieldname}`,Et(B[j.fieldname]))}}return $}async function s(w,$){for(const[V,T]of $){if(w.get(V)===T)continue;const[B,j,G]=V.split("|");if(j===void 0)await c(B);else{const Z=e.children.value[B]?.name??"";await c(G===""?`${B}_add`:G,Z,Z,j)}}}function g(){u=e.doc.value,m=p(u)}return en(()=>e.doc.value,w=>{if(!x.hasHandlers())return;if(w!==u)return g();const $=m;m=p(w),s($,m)},{deep:!0}),jn(hn,(w,$,V)=>{const T=l.get(`${w}:${$}`);if(T)try{return T(e.doc.value,w,V&&V!==e.doc.value?qe(V):String(e.doc.value.name??""))?.filters}catch(B){y(B);return}}),{buttons:o,ownMeta(w){const $=Rn(w);return i?.source!==$&&(i={source:$,copy:structuredClone($)}),i.copy},async loaded(){const w=e.meta.value;if(!w||(a??=Ta(e.doctype,w.__custom_js,x).catch(y),await a,!x.hasHandlers()))return;g();const $=String(e.doc.value.name??"");d!==$&&(d=$,await c("onload")),o.splice(0),await c("refresh")},async beforeSave(){return x.hasHandlers()?(x.frappe.validated=!0,!await c("validate")||!x.frappe.validated?!1:c("before_save")):!0},async afterSave(){x.hasHandlers()&&await c("after_save")}}}const Ka={class:"page-head"},Da={id:"form-title"},Ea={key:1,id:"workflow-actions",role:"group","aria-label":"Workflow actions",class:"actions"},Ba={key:0,style:{"margin-top":"-.5rem"}},Ra={key:2,class:"layout-form"},ja={key:0,class:"card"},Ha={class:"field"},Na=["aria-label"],Ua={key:0},Ga={class:"grid"},qa=["for"],Wa=["for","id"],Ya={key:3,class:"desc"},Ja={class:"field",style:{"margin-bottom":".75rem"}},Za={class:"field check"},Xa={for:"rename-merge"},Qa={class:"label"},_a=["id"],nr=ge({__name:"FormView",props:{doctype:{},name:{}},setup(e){const t=e,n=xe(),o=Gn(),l=Qe(),i=Hn(),a=Y(null),d=Y({}),u=Y({}),m=Y({}),v=Y(null),C=Y(""),y=Y(!1),b=Y(null),k=H(()=>t.name===null),x=Fa({doctype:t.doctype,doc:u,meta:a,children:d,isNew:()=>k.value,save:()=>we(),reload:()=>ae()}),S=Ca(n,()=>t.doctype,a,u),{workflow:c,stateTag:p,cancelsByAction:s,actions:g}=S,w=H(()=>!!a.value?.issingle),$=H(()=>Number(u.value.docstatus??0)),V=H(()=>a.value?Ji(a.value,n.boot.roles):{read:new Set,write:new Set}),T=H(()=>{if(v.value?.permissions)return v.value.permissions;const z=new Set(n.boot.roles),A=(a.value?.permissions??[]).filter(K=>z.has(K.role)&&!(K.permlevel??0)),N=K=>z.has("Administrator")||A.some(ke=>ke[K])?1:0;return{read:N("read"),write:N("write"),create:N("create"),delete:N("delete"),submit:N("submit"),cancel:N("cancel"),amend:N("amend")}}),B=H(()=>k.value?!!T.value.create:!!T.value.write),j=H(()=>a.value?k.value||Object.keys(tt(a.value,u.value,m.value)).length>0:!1),G=H(()=>(a.value?ka(a.value):[]).filter(z=>(!z.breakField||Be(z.breakField,u.value))&&z.fields.some(me))),Z=H(()=>{if(k.value)return`New ${t.doctype}`;const z=a.value?.title_field?u.value[a.value.title_field]:"";return w.value?t.doctype:String(z||t.name)}),ce=H(()=>k.value?{label:"Not Saved",severity:"warn"}:$.value===1?{label:"Submitted",severity:"info"}:$.value===2?{label:"Cancelled",severity:"danger"}:j.value?{label:"Not Saved",severity:"warn"}:a.value?.is_submittable?{label:"Draft",severity:"secondary"}:null);function me(z){return V.value.read.has(z.permlevel??0)&&Be(z,u.value)}function te(z){return z.read_only||!B.value||!V.value.write.has(z.permlevel??0)||un(z,u.value)||!k.value&&!S.editable.value||$.value===2?!0:$.value===1&&!z.allow_on_submit}const ne=z=>`field-${z.fieldname}`;function ye(z){l.add({severity:"error",summary:"Not done",detail:z.message,life:8e3})}async function ae(){C.value="";try{const z=await n.meta(t.doctype),A={};for(const K of z.fields)ue.has(K.fieldtype)&&K.options&&(A[K.fieldname]=await n.meta(K.options));if(k.value){a.value=x.ownMeta(z),d.value=A,u.value=Oa(z),m.value={},v.value=null,await x.loaded();return}const N=await n.api.call("frappe.desk.form.load.getdoc",{doctype:t.doctype,name:t.name},"GET");a.value=x.ownMeta(z),d.value=A,u.value=structuredClone(N.docs[0]),m.value=structuredClone(N.docs[0]),v.value=N.docinfo,await S.loadTransitions(t.name),await x.loaded()}catch(z){C.value=z.message}}function Le(z,A){const N=z.client_secret;t.doctype==="OAuth Client"&&typeof N=="string"&&N&&!/^\*+$/.test(N)?b.value={title:"Client secret (shown once)",items:[["client_id",String(z.client_id??z.name)],["client_secret",N]],then:A}:A()}async function we(){if(!a.value||!await x.beforeSave())return;const z=Po(a.value,u.value,d.value,k.value&&rt(a.value));if(z.length>0){l.add({severity:"error",summary:"Missing Fields",detail:`Mandatory fields required in ${t.doctype}: ${z.join("; ")}`,life:8e3});return}y.value=!0;try{if(k.value){const N=yn(a.value,u.value),K=await n.api.insert(t.doctype,t.doctype==="DocType"?Pt(N,String(u.value.name??"")):N);t.doctype==="DocType"&&n.forgetMeta(K.name),await x.afterSave(),l.add({severity:"success",summary:"Saved",detail:`${t.doctype} ${K.name} created`,life:3e3}),Le(K,()=>o.replace(Me.form(t.doctype,K.name)));return}let A=tt(a.value,u.value,m.value);if(Object.keys(A).length===0)return;if(t.doctype==="DocType"&&Number(u.value.is_submittable)){const N=Pt({is_submittable:1,fields:u.value.fields},String(t.name));N.fields!==u.value.fields&&(A={...A,fields:tt(a.value,{fields:N.fields},{fields:[]}).fields})}await n.api.update(t.doctype,String(t.name),A),t.doctype==="DocType"&&n.forgetMeta(String(t.name)),await x.afterSave(),l.add({severity:"success",summary:"Saved",life:3e3}),await ae()}catch(A){ye(A)}finally{y.value=!1}}function Ue(z,A){i.require({message:z,header:"Please confirm",rejectProps:{label:"No",severity:"secondary",outlined:!0},acceptProps:{label:"Yes"},accept:A})}async function be(z){y.value=!0;try{await z()}catch(A){ye(A)}finally{y.value=!1}}const bn=()=>Ue(`Submit ${t.name}? A submitted document can no longer be edited.`,()=>be(async()=>{await n.api.call("frappe.client.submit",{doc:{...m.value,doctype:t.doctype}}),l.add({severity:"success",summary:"Submitted",life:3e3}),await ae()})),vn=()=>Ue(`Cancel ${t.name}?`,()=>be(async()=>{await n.api.call("frappe.client.cancel",{doctype:t.doctype,name:t.name}),l.add({severity:"success",summary:"Cancelled",life:3e3}),await ae()})),gn=z=>be(async()=>{const A=await S.apply(String(t.name),z);l.add({severity:"success",summary:z,detail:`${t.doctype} ${t.name} is ${A[c.value.workflow_state_field]}`,life:3e3}),await ae()}),wn=()=>be(async()=>{const z=await n.api.insert(t.doctype,Ia(a.value,u.value));await o.push(Me.form(t.doctype,z.name))}),kn=()=>Ue(`Delete ${t.doctype} ${t.name}? This cannot be undone.`,()=>be(async()=>{await n.api.remove(t.doctype,String(t.name)),l.add({severity:"success",summary:"Deleted",life:3e3}),await o.push(Me.list(t.doctype))})),ie=Y(null),On=H(()=>!!a.value&&!k.value&&qi(a.value)&&!!T.value.write);function In(){ie.value={name:String(t.name),merge:!1}}const Sn=()=>be(async()=>{const z=ie.value,A=await n.api.call("frappe.model.rename_doc.update_document_title",{doctype:t.doctype,docname:t.name,name:z.name.trim(),merge:z.merge?1:0});ie.value=null,l.add({severity:"success",summary:z.merge?"Merged":"Renamed",detail:`${t.doctype} ${A}`,life:3e3}),await o.replace(Me.form(t.doctype,String(A)))}),Cn=()=>Ue(`Generate new API keys for ${t.name}? Keys issued before stop working.`,()=>be(async()=>{const z=await n.api.call("frappe.core.doctype.user.user.generate_keys",{user:t.name});b.value={title:"API keys (the secret is shown once)",items:[["api_key",z.api_key],["api_secret",z.api_secret]],then:()=>{ae()}}})),et=Y(!1);function xn(){const z=b.value?.then;b.value=null,z?.()}return Nn(ae),(z,A)=>{const N=J("RouterLink");return r(),f(E,null,[h("div",Ka,[h("h1",Da,M(Z.value),1),ce.value?(r(),P(I(ut),{key:0,value:ce.value.label,severity:ce.value.severity,id:"doc-status"},null,8,["value","severity"])):L("v-if",!0),I(p)&&!k.value?(r(),P(I(ut),{key:1,value:I(p).label,severity:I(p).severity,id:"workflow-state"},null,8,["value","severity"])):L("v-if",!0),a.value?(r(),f(E,{key:2},[B.value&&$.value===0||$.value===1&&j.value&&B.value?(r(),P(I(q),{key:0,id:"save",label:"Save",loading:y.value,disabled:y.value||!j.value,onClick:we},null,8,["loading","disabled"])):L("v-if",!0),I(g).length&&!j.value?(r(),f("span",Ea,[(r(!0),f(E,null,W(I(g),K=>(r(),P(I(q),{key:K,label:K,"data-action":K,disabled:y.value,onClick:ke=>gn(K)},null,8,["label","data-action","disabled","onClick"]))),128))])):L("v-if",!0),a.value.is_submittable&&!I(c)&&!k.value&&$.value===0&&T.value.submit&&!j.value?(r(),P(I(q),{key:2,id:"submit",label:"Submit",disabled:y.value,onClick:bn},null,8,["disabled"])):L("v-if",!0),a.value.is_submittable&&$.value===1&&T.value.cancel&&!I(s)?(r(),P(I(q),{key:3,id:"cancel",label:"Cancel",severity:"warn",disabled:y.value,onClick:vn},null,8,["disabled"])):L("v-if",!0),a.value.is_submittable&&$.value===2&&T.value.amend?(r(),P(I(q),{key:4,id:"amend",label:"Amend",disabled:y.value,onClick:wn},null,8,["disabled"])):L("v-if",!0),F($a,{buttons:I(x).buttons,disabled:y.value},null,8,["buttons","disabled"]),On.value?(r(),P(I(q),{key:5,id:"rename",label:"Rename",severity:"secondary",outlined:"",disabled:y.value||j.value,onClick:In},null,8,["disabled"])):L("v-if",!0),e.doctype==="User"&&!k.value&&T.value.write?(r(),P(I(q),{key:6,id:"generate-keys",label:"Generate API keys",severity:"secondary",outlined:"",disabled:y.value,onClick:Cn},null,8,["disabled"])):L("v-if",!0),!k.value&&!w.value&&T.value.email?(r(),P(I(q),{key:7,id:"new-email",label:"New Email",severity:"secondary",outlined:"",disabled:y.value,onClick:A[0]||(A[0]=K=>et.value=!0)},null,8,["disabled"])):L("v-if",!0),!k.value&&!w.value&&T.value.delete&&$.value!==1?(r(),P(I(q),{key:8,id:"delete",label:"Delete",severity:"danger",outlined:"",disabled:y.value,onClick:kn},null,8,["disabled"])):L("v-if",!0)],64)):L("v-if",!0)]),w.value?L("v-if",!0):(r(),f("p",Ba,[F(N,{to:I(Me).list(e.doctype)},{default:U(()=>[le("← "+M(e.doctype)+" list",1)]),_:1},8,["to"])])),C.value?(r(),P(I(Un),{key:1,severity:"error",closable:!1},{default:U(()=>[le(M(C.value),1)]),_:1})):L("v-if",!0),a.value&&!C.value?(r(),f("div",Ra,[h("form",{id:"doc-form","aria-labelledby":"form-title",onSubmit:Se(we,["prevent"])},[k.value&&I(rt)(a.value)?(r(),f("section",ja,[h("div",Ha,[A[7]||(A[7]=h("label",{for:"field-__name",class:"reqd"},"Name",-1)),F(I(ee),{id:"field-__name",modelValue:u.value.name,"onUpdate:modelValue":A[1]||(A[1]=K=>u.value.name=K),autocomplete:"off"},null,8,["modelValue"])])])):L("v-if",!0),(r(!0),f(E,null,W(G.value,(K,ke)=>(r(),f("section",{key:K.breakField?.fieldname??ke,class:"card","aria-label":K.label||void 0},[K.label?(r(),f("h2",Ua,M(K.label),1)):L("v-if",!0),h("div",Ga,[(r(!0),f(E,null,W(K.fields,R=>(r(),f(E,{key:R.fieldname},[me(R)?(r(),f("div",{key:0,class:Q(["field",{wide:I(ue).has(R.fieldtype)||["Text","Long Text","Text Editor","Code","JSON"].includes(R.fieldtype)}])},[I(ue).has(R.fieldtype)?(r(),f(E,{key:0},[h("span",{class:Q(["label",{reqd:I(Je)(R,u.value)}])},M(I(se)(R)),3),d.value[R.fieldname]?(r(),P(Rl,{key:0,field:R,meta:d.value[R.fieldname],rows:u.value[R.fieldname]??[],parent:u.value,readonly:te(R),"onUpdate:rows":$e=>u.value[R.fieldname]=$e},null,8,["field","meta","rows","parent","readonly","onUpdate:rows"])):L("v-if",!0)],64)):R.fieldtype==="Check"?(r(),P(Pe,{key:1,field:R,modelValue:u.value[R.fieldname],"onUpdate:modelValue":$e=>u.value[R.fieldname]=$e,"input-id":ne(R),readonly:te(R)},{"check-label":U(()=>[h("label",{for:ne(R)},M(I(se)(R)),9,qa)]),_:2},1032,["field","modelValue","onUpdate:modelValue","input-id","readonly"])):(r(),f(E,{key:2},[h("label",{for:ne(R),id:`${ne(R)}-label`,class:Q({reqd:I(Je)(R,u.value)})},M(I(se)(R)),11,Wa),F(Pe,{field:R,modelValue:u.value[R.fieldname],"onUpdate:modelValue":$e=>u.value[R.fieldname]=$e,"input-id":ne(R),labelledby:`${ne(R)}-label`,readonly:te(R),doc:u.value,doctype:e.doctype},null,8,["field","modelValue","onUpdate:modelValue","input-id","labelledby","readonly","doc","doctype"])],64)),R.description?(r(),f("p",Ya,M(R.description),1)):L("v-if",!0)],2)):L("v-if",!0)],64))),128))])],8,Na))),128)),A[8]||(A[8]=h("button",{type:"submit",hidden:"","aria-hidden":"true",tabindex:"-1"},null,-1))],32),!k.value&&v.value?(r(),P(pa,{key:0,doctype:e.doctype,name:String(e.name),docinfo:v.value,doc:u.value,onChanged:ae},null,8,["doctype","name","docinfo","doc"])):L("v-if",!0)])):L("v-if",!0),!k.value&&!w.value?(r(),P(ga,{key:3,visible:et.value,"onUpdate:visible":A[2]||(A[2]=K=>et.value=K),doctype:e.doctype,name:String(e.name),subject:Z.value,onSent:ae},null,8,["visible","doctype","name","subject"])):L("v-if",!0),F(I(Ye),{visible:!!ie.value,modal:"",header:`Rename ${e.doctype} ${e.name}`,closable:!y.value,style:{width:"min(32rem, 95vw)"},"onUpdate:visible":A[6]||(A[6]=K=>{K||(ie.value=null)})},{footer:U(()=>[F(I(q),{label:"Cancel",severity:"secondary",outlined:"",disabled:y.value,onClick:A[5]||(A[5]=K=>ie.value=null)},null,8,["disabled"]),F(I(q),{id:"rename-submit",type:"submit",form:"rename-form",label:ie.value?.merge?"Merge":"Rename",loading:y.value,disabled:y.value||!ie.value?.name.trim()||ie.value?.name.trim()===e.name},null,8,["label","loading","disabled"])]),default:U(()=>[ie.value?(r(),f("form",{key:0,id:"rename-form",onSubmit:Se(Sn,["prevent"])},[h("div",Ja,[A[9]||(A[9]=h("label",{for:"rename-name",class:"reqd"},"New name",-1)),F(I(ee),{id:"rename-name",modelValue:ie.value.name,"onUpdate:modelValue":A[3]||(A[3]=K=>ie.value.name=K),autocomplete:"off",autofocus:""},null,8,["modelValue"])]),h("div",Za,[F(I(_e),{modelValue:ie.value.merge,"onUpdate:modelValue":A[4]||(A[4]=K=>ie.value.merge=K),"input-id":"rename-merge",binary:""},null,8,["modelValue"]),h("label",Xa,"Merge with an existing "+M(e.doctype)+" of that name",1)])],32)):L("v-if",!0)]),_:1},8,["visible","header","closable"]),F(I(Ye),{visible:!!b.value,modal:"",header:b.value?.title,closable:!1,style:{width:"min(36rem, 95vw)"}},{footer:U(()=>[F(I(q),{id:"secret-done",label:"I have copied it",autofocus:"",onClick:xn})]),default:U(()=>[A[10]||(A[10]=h("p",null,"Copy it now: svc will not show it again.",-1)),(r(!0),f(E,null,W(b.value?.items??[],([K,ke])=>(r(),f("div",{key:K,class:"field",style:{"margin-bottom":".75rem"}},[h("span",Qa,M(K),1),h("div",{class:"secret",id:`secret-${K}`},M(ke),9,_a)]))),128))]),_:1},8,["visible","header"])],64)}}});export{tr as S,nr as _,Yi as a,se as l,sn as s};
